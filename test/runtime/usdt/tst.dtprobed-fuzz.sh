#!/bin/bash
# ASSERTION: DOF that is damaged in many ways (truncated, bit-flipped,
# random bytes over the valid DOF of a -G object) goes through dtprobed's
# sandboxed parser child without hurting the daemon: no request crashes
# it, nothing lands in the public probes/ tree, no parser child is left
# behind, and a real program still registers afterwards.
source "$(dirname "$0")/build.sh"
build_prog
objcopy -O binary --only-section=.SUNW_dof --set-section-flags .SUNW_dof=alloc \
	"$tmpdir/prov.o" "$tmpdir/prov.dof" || exit 1
dtprobed=$(dirname "$dtrace")/../dtprobed/dtprobed
root=$tmpdir/root
mkdir -p "$root"
"$dtprobed" --root "$root" -F &
daemon=$!
trap 'kill $daemon; wait $daemon; rm -rf "$tmpdir"' EXIT
for i in $(seq 50); do [ -S "$root/helper.sock" ] && break; sleep 0.1; done
python3 - "$root/helper.sock" "$tmpdir/prov.dof" <<'PY'
import random, socket, struct, sys
dof = open(sys.argv[2], "rb").read()
# The DOF claims to live in this process's first file mapping.
for line in open("/proc/self/maps"):
    f = line.split()
    if len(f) >= 6 and f[5].startswith("/"):
        start = int(f[0].split("-")[0], 16)
        break
def send(body):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    s.connect(sys.argv[1])
    s.send(struct.pack("<IHH64sQQQ", 0x50485444, 1, 1, b"x", 0, start, len(body)) + body)
    rep = s.recv(8)
    s.close()
    return len(rep) == 8
rng = random.Random(9)
cases = [dof[:n] for n in range(0, len(dof), 13)]
for i in range(300):
    b = bytearray(dof)
    for _ in range(rng.randint(1, 8)):
        b[rng.randrange(len(b))] = rng.randrange(256)
    cases.append(bytes(b))
cases += [bytes(rng.randrange(256) for _ in range(rng.randint(64, 512))) for _ in range(50)]
print("replies", sum(send(c) for c in cases) == len(cases))
PY
kill -0 $daemon && echo "daemon alive"
echo "public entries: $(find "$root/probes" -mindepth 1 | wc -l)"
echo "children left: $(pgrep -P $daemon | wc -l)"
cat > "$tmpdir/wait.c" <<'C'
#include <unistd.h>
#include "prov.h"
int main(void) { MYPROV_PROBE1(1, "x"); sleep(1); return 0; }
C
(cd "$tmpdir" && gcc -c wait.c && "$dtrace" -G -s prov.d -o waitprov.o wait.o && gcc -o wait wait.o waitprov.o) || exit 1
DTRACE_DOF_INIT_SOCKET=$root/helper.sock "$tmpdir/wait" &
prog=$!
sleep 0.5
[ -f "$root/probes/$prog/myprov$prog/wait/main/probe1" ] && echo "valid registration works"
wait $prog
