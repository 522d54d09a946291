#!/bin/bash
# ASSERTION: dtprobed takes the caller's identity from the kernel
# (design/usdt.md 7 check 14): a connection made by a parent and used by
# its forked child registers the child's pid, not the parent's; a REMOVE
# of another process's generation leaves that process's entries alone;
# and credentials naming another pid, sent without CAP_SYS_ADMIN, never
# reach the daemon.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
cat > "$tmpdir/handoff.c" <<'C'
/* Connects to dtprobed, forks, and lets the child send the ADDDOF of the
 * program's own DOF on the parent's connection (drti is disabled). */
#define _GNU_SOURCE
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>
#include "prov.h"

extern char __SUNW_dof[];

struct req {
	uint32_t magic;
	uint16_t version, op;
	char mod[64];
	uint64_t addr, dof, len;
};

static int base(struct dl_phdr_info *info, size_t size, void *data) {
	(void)size;
	*(uint64_t *)data = info->dlpi_addr;
	return 1;
}

int main(int argc, char **argv) {
	struct sockaddr_un sa = {AF_UNIX};
	struct req r = {0x50485444, 1, 1, "handoff"};
	int32_t rep[2] = {-1, -1};
	int fd = socket(AF_UNIX, SOCK_SEQPACKET, 0);

	strncpy(sa.sun_path, argv[1], sizeof(sa.sun_path) - 1);
	if (argc < 3 || connect(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0)
		return 1;
	memcpy(&r.len, __SUNW_dof + 40, 8);
	r.dof = (uintptr_t)__SUNW_dof;
	dl_iterate_phdr(base, &r.addr);
	pid_t child = fork();
	if (child == 0) {
		struct iovec iov[2] = {{&r, sizeof(r)}, {__SUNW_dof, r.len}};
		struct msghdr mh = {.msg_iov = iov, .msg_iovlen = 2};
		if (sendmsg(fd, &mh, 0) < 0 || recv(fd, rep, sizeof(rep), 0) != sizeof(rep))
			return 1;
		FILE *f = fopen(argv[2], "w");
		fprintf(f, "%d %d %d\n", getppid(), getpid(), rep[0]);
		fclose(f);
		MYPROV_PROBE1(1, "child");
		sleep(3);
		return 0;
	}
	close(fd);
	sleep(3);
	waitpid(child, NULL, 0);
	return 0;
}
C
build_c loop.c loop
build_c handoff.c handoff
chmod o+x "$tmpdir" && mkdir -p "$root" && chmod o+x "$root"
start_daemon

echo "-- fd handed to a forked child"
DTRACE_DOF_INIT_DISABLE=1 "$tmpdir/handoff" "$root/helper.sock" "$tmpdir/pids" & kids=$!
for i in $(seq 50); do [ -s "$tmpdir/pids" ] && break; sleep 0.1; done
read -r parent child status < "$tmpdir/pids"
kids="$kids $child"
echo "status $status"
[ -d "$root/probes/$child/myprov$child/handoff/main" ] && echo "registered as the child"
[ -e "$root/probes/$parent" ] || echo "nothing under the parent"
[ -L "$root/stash/dof-pid/$child/0" ] && echo "child has gen 0"

echo "-- REMOVE of another process's gen"
"$tmpdir/loop" 4 & victim=$!
kids="$kids $victim"
wait_stash $victim || echo "victim not registered"
python3 - "$root/helper.sock" <<'PY'
import socket, struct, sys
for gen in (0, 1, -1):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    s.connect(sys.argv[1])
    s.send(struct.pack("<IHH64sQQQ", 0x50485444, 1, 2, b"", gen & (2**64 - 1), 0, 0))
    s.recv(8)
    s.close()
PY
[ -f "$root/probes/$victim/myprov$victim/loop/main/probe1" ] && echo "victim's probes intact"
[ -L "$root/stash/dof-pid/$victim/0" ] && echo "victim's gen 0 intact"

echo "-- credentials naming another pid, without CAP_SYS_ADMIN"
setpriv --reuid=65534 --regid=65534 --clear-groups /usr/bin/python3 - "$root/helper.sock" $victim <<'PY'
import os, socket, struct, sys
s = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
s.connect(sys.argv[1])
msg = struct.pack("<IHH64sQQQ", 0x50485444, 1, 2, b"", 0, 0, 0)
creds = struct.pack("iII", int(sys.argv[2]), os.getuid(), os.getgid())
try:
    s.sendmsg([msg], [(socket.SOL_SOCKET, socket.SCM_CREDENTIALS, creds)])
    print("forged credentials sent")
except PermissionError:
    print("forged credentials refused by the kernel")
PY
[ -f "$root/probes/$victim/myprov$victim/loop/main/probe1" ] && echo "victim's probes intact"
kill -0 $daemon && echo "daemon alive"
