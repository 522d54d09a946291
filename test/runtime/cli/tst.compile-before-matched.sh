#!/bin/bash
# ASSERTION: every program is compiled, code generation included, before
# any "matched N probes" notice: when one fails to compile (in its
# semantics or in code generation) dtrace prints the error alone, with no
# notice for the programs before it, and exits 1.
dtrace=$1

"$dtrace" -n 'BEGIN { exit(0); }' -n 'BEGIN { x = 1 + "a"; }'
echo "status $?"
"$dtrace" -n 'BEGIN { exit(0); }' \
	-n 'BEGIN { trace(json("{}", "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q")); }'
echo "status $?"
"$dtrace" -n 'BEGIN { exit(0); }' -n 'END { trace(1); }'
echo "status $?"
