#!/bin/bash
# ASSERTION: probes found in dtprobed's stash are listed (and numbered) in
# name order (provider, module, function, probe), not in the order the
# file system returns the stash's entries or the .d file declares them.
source "$(dirname "$0")/build.sh"
cat > "$tmpdir/order.d" <<'D'
provider zeta { probe second(); probe first(); };
provider alpha { probe later(); probe early(); };
D
cat > "$tmpdir/sortprog.c" <<'C'
#include <unistd.h>
#include "order.h"
static void __attribute__((noinline)) work(void) { ZETA_SECOND(); ALPHA_LATER(); }
int main(void) { ZETA_FIRST(); ALPHA_EARLY(); work(); sleep(4); return 0; }
C
(cd "$tmpdir" && "$dtrace" -h -s order.d && gcc -c sortprog.c &&
	"$dtrace" -G -s order.d sortprog.o && gcc -o sortprog sortprog.o order.o) ||
	{ echo "build failed"; exit 1; }
dtprobed=$(dirname "$dtrace")/../dtprobed/dtprobed
root=$tmpdir/root
mkdir -p "$root"
"$dtprobed" --root "$root" -F &
daemon=$!
prog=
trap 'kill $prog 2>/dev/null; wait $prog 2>/dev/null; kill $daemon; wait $daemon; rm -rf "$tmpdir"' EXIT
for i in $(seq 50); do [ -S "$root/helper.sock" ] && break; sleep 0.1; done
export DTRACE_DOF_INIT_SOCKET=$root/helper.sock DTRACE_OPT_DOFSTASHPATH=$root
"$tmpdir/sortprog" & prog=$!
for i in $(seq 50); do [ -d "$root/probes/$prog" ] && break; sleep 0.1; done
"$dtrace" -l -m sortprog | awk '{ print $2, $3, $4, $5 }' | sed "s/$prog\b/PID/"
