#!/bin/bash
# ASSERTION: probe sites are validated before a uprobe can go there
# (design/usdt.md 6.4 item 3, 7 check 15).  dtprobed refuses, with a
# diagnostic, DOF whose site lies mid-instruction, on bytes other than the
# -G NOP patterns, or outside the registering object (into libc or
# beyond), writes nothing for it and serves the next registration; and
# dtrace re-checks the stash, so a site tampered with there gives no probe.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
cat > "$tmpdir/forge.c" <<'C'
/* Registers a copy of its own DOF (drti is disabled) with the first probe
 * offset moved: argv[2] is "mid" (+1), "entry" (0, the function's first
 * instruction), "far" (1 GiB on) or "none". */
#define _GNU_SOURCE
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
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
	struct req r = {0x50485444, 1, 1, "forge"};
	int32_t rep[2] = {-1, -1};
	uint32_t secsize, secnum;
	uint64_t secoff;

	MYPROV_PROBE1(0, "");
	memcpy(&r.len, __SUNW_dof + 40, 8);
	char *dof = malloc(r.len);
	memcpy(dof, __SUNW_dof, r.len);
	memcpy(&secsize, dof + 24, 4);
	memcpy(&secnum, dof + 28, 4);
	memcpy(&secoff, dof + 32, 8);
	for (uint32_t i = 0; i < secnum; i++) {
		char *sh = dof + secoff + (uint64_t)i * secsize;
		uint32_t type, off;
		uint64_t at;
		memcpy(&type, sh, 4);
		memcpy(&at, sh + 16, 8);
		if (type != 18) /* the probe offsets */
			continue;
		memcpy(&off, dof + at, 4);
		if (strcmp(argv[2], "mid") == 0)
			off += 1;
		else if (strcmp(argv[2], "entry") == 0)
			off = 0;
		else if (strcmp(argv[2], "far") == 0)
			off += 1u << 30;
		memcpy(dof + at, &off, 4);
	}
	r.dof = (uintptr_t)__SUNW_dof;
	dl_iterate_phdr(base, &r.addr);
	int fd = socket(AF_UNIX, SOCK_SEQPACKET, 0);
	strncpy(sa.sun_path, argv[1], sizeof(sa.sun_path) - 1);
	struct iovec iov[2] = {{&r, sizeof(r)}, {dof, r.len}};
	struct msghdr mh = {.msg_iov = iov, .msg_iovlen = 2};
	if (connect(fd, (struct sockaddr *)&sa, sizeof(sa)) != 0 || sendmsg(fd, &mh, 0) < 0 ||
	    recv(fd, rep, sizeof(rep), 0) != sizeof(rep))
		return 1;
	printf("%s: %s\n", argv[2], rep[0] == 0 ? "registered" : "refused");
	return 0;
}
C
build_c loop.c loop
build_c forge.c forge
start_daemon -d 2> "$tmpdir/daemon.err"
for how in mid entry far; do
	DTRACE_DOF_INIT_DISABLE=1 "$tmpdir/forge" "$root/helper.sock" $how
done
echo "stash after refusals: $(find "$root/probes" "$root/stash/dof" -mindepth 1 | wc -l) entries"
kill -0 $daemon && echo "daemon alive"
grep -c 'is not a probe site' "$tmpdir/daemon.err" | sed 's/^/not a probe site: /'
grep -c "site outside the object's code" "$tmpdir/daemon.err" | sed 's/^/outside the object: /'
DTRACE_DOF_INIT_DISABLE=1 "$tmpdir/forge" "$root/helper.sock" none
echo "-- a site moved in the stash"
"$tmpdir/loop" 6 & pid=$!
kids=$pid
wait_stash $pid || echo "not registered"
f=$root/probes/$pid/myprov$pid/loop/main/probe1
while read -r key val; do
	if [ "$key" = site ]; then printf 'site %x\n' $((16#$val + 1)); else echo "$key${val:+ $val}"; fi
done < "$f" > "$tmpdir/moved"
cat "$tmpdir/moved" > "$f"
"$dtrace" -l -P "myprov$pid" 2>&1 | sed "s/$pid/PID/g"
"$dtrace" -q -n 'myprov'$pid':::probe1 { exit(0); }' 2>&1 | sed "s/$pid/PID/g"
