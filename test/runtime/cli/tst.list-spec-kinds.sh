#!/bin/bash
# ASSERTION: -l reads each description as DTrace does for its option: the
# fields are taken from the right, the last one given being the provider
# (-P), module (-m), function (-f) or name (-n); text left over is
# "Overspecified probe description" (exit 1, no heading).  Each
# description lists its own probes in id order; one that matches nothing
# is "failed to match P:M:F:N: No probe matches description" on stderr
# and the status stays 0.  -l -s lists what a script's clauses name.
dtrace=$1

"$dtrace" -lP dtrace
echo "status $?"
"$dtrace" -lm dtrace:
echo "status $?"
"$dtrace" -lf :BEGIN
echo "status $?"
"$dtrace" -ln nosuch -n dtrace:::END -n 'dtrace:::ERROR,BEGIN'
echo "status $?"
"$dtrace" -lm dtrace::
echo "status $?"
"$dtrace" -ln a:b:c:d:e
echo "status $?"
"$dtrace" -lP 'dtrace:::{ exit(0); }'
echo "status $?"
script=$(mktemp --suffix=.d)
printf 'dtrace:::END, nosuch:::\n{\n\texit(0);\n}\n' > "$script"
"$dtrace" -l -s "$script" 2>&1 | sed "s|$script|SCRIPT|"
echo "status ${PIPESTATUS[0]}"
rm -f "$script"
# syscall probes are numbered in system call number order, as DTrace's.
"$dtrace" -lf 'syscall::read*' | awk '{ print $4, $5 }'
