#!/bin/bash
# ASSERTION: a -G program registers its DOF with dtprobed at start (stash
# entries under a private root: probes/PID/myprovPID/prog/main/probe1 with
# file-offset sites, the shared dof/DEV-INO parse, gen 0), garbage and
# truncated requests are refused while the daemon keeps serving, and the
# program's exit removes every entry.
source "$(dirname "$0")/build.sh"
build_prog
dtprobed=$(dirname "$dtrace")/../dtprobed/dtprobed
root=$tmpdir/root
mkdir -p "$root"
"$dtprobed" --root "$root" -F &
daemon=$!
trap 'kill $daemon; wait $daemon; rm -rf "$tmpdir"' EXIT
for i in $(seq 50); do [ -S "$root/helper.sock" ] && break; sleep 0.1; done
python3 - "$root/helper.sock" <<'PY'
import socket, struct, sys
for msg in [b"", b"junk", struct.pack("<IHH", 0x50485444, 1, 1) + b"\0" * 88,
            struct.pack("<IHH64sQQQ", 0x50485444, 1, 1, b"x", 0, 0, 64) + b"\x7fDOF" + b"\0" * 60]:
    s = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    s.connect(sys.argv[1])
    s.send(msg) if msg else None
    s.shutdown(socket.SHUT_WR)
    rep = s.recv(8)
    print("refused" if len(rep) == 8 and struct.unpack("<ii", rep)[0] < 0 else "accepted?")
    s.close()
PY
cat > "$tmpdir/wait.c" <<'C'
#include <unistd.h>
#include "prov.h"
int main(void) { MYPROV_PROBE1(1, "x"); sleep(2); return 0; }
C
(cd "$tmpdir" && gcc -c wait.c && "$dtrace" -G -s prov.d -o waitprov.o wait.o && gcc -o wait wait.o waitprov.o) || exit 1
DTRACE_DOF_INIT_SOCKET=$root/helper.sock "$tmpdir/wait" &
prog=$!
sleep 1
f=$root/probes/$prog/myprov$prog/wait/main/probe1
[ -f "$f" ] && echo "probe file exists"
grep -c '^site ' "$f" | sed 's/^/sites: /'
[ -L "$root/stash/dof-pid/$prog/0" ] && echo "gen 0"
ls "$root/stash/dof" | wc -l | sed 's/^/shared objects: /'
wait $prog
echo "after exit: $(ls -A "$root/probes" "$root/stash/dof" "$root/stash/dof-pid" | grep -cv ':$\|^$') entries"
