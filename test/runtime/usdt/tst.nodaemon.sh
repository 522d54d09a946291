#!/bin/bash
# ASSERTION: drti never hurts its host when dtprobed is missing or stuck
# (design/usdt.md 7 check 24, 6.4 item 9): with no socket, with a socket
# nobody serves, and with a listener that accepts but never answers, a
# -G program runs to completion within drti's bounded waits and prints
# nothing; DTRACE_DOF_INIT_DEBUG makes it say what happened, and
# DTRACE_DOF_INIT_DISABLE makes it not try at all.
source "$(dirname "$0")/build.sh"
cat > "$tmpdir/quiet.c" <<'C'
#include "prov.h"
int main(void) { MYPROV_PROBE1(1, "q"); return 0; }
C
(cd "$tmpdir" && "$dtrace" -h -s prov.d && gcc -c quiet.c && "$dtrace" -G -s prov.d -o qprov.o quiet.o &&
	gcc -o quiet quiet.o qprov.o) || { echo "build failed"; exit 1; }
run() {
	local start=$(date +%s%N)
	"$tmpdir/quiet" > "$tmpdir/out" 2>&1
	local rc=$? ms=$((($(date +%s%N) - start) / 1000000))
	echo "$1: exit $rc, output $(wc -c < "$tmpdir/out") bytes, bounded $((ms < 6000))"
}
export DTRACE_DOF_INIT_SOCKET=$tmpdir/none.sock
run "no socket"
DTRACE_DOF_INIT_DEBUG=1 "$tmpdir/quiet"
DTRACE_DOF_INIT_DISABLE=1 DTRACE_DOF_INIT_DEBUG=1 "$tmpdir/quiet" && echo "disabled: silent"
# A listener that never accepts, its backlog full; then one that accepts
# and never replies.
python3 - "$tmpdir" <<'PY' &
import os, socket, sys, time
d = sys.argv[1]
full = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
full.bind(d + "/full.sock")
full.listen(0)
fillers = []
for _ in range(4):
    c = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    c.setblocking(False)
    try:
        c.connect(d + "/full.sock")
    except OSError:
        pass
    fillers.append(c)
mute = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
mute.bind(d + "/mute.sock")
mute.listen(8)
open(d + "/ready", "w").close()
held = []
mute.settimeout(20)
try:
    while True:
        held.append(mute.accept()[0])
except OSError:
    pass
PY
listener=$!
trap 'kill $listener 2>/dev/null; wait $listener 2>/dev/null; rm -rf "$tmpdir"' EXIT
for i in $(seq 50); do [ -e "$tmpdir/ready" ] && break; sleep 0.1; done
DTRACE_DOF_INIT_SOCKET=$tmpdir/full.sock run "backlog full"
DTRACE_DOF_INIT_SOCKET=$tmpdir/mute.sock run "no reply"
DTRACE_DOF_INIT_SOCKET=$tmpdir/mute.sock DTRACE_DOF_INIT_DEBUG=1 "$tmpdir/quiet"
