#!/bin/bash
# With -x errcontext (or when stderr is a terminal) a runtime fault's line
# is followed by the script that faulted, the line with a caret under the
# expression, and a hint for the usual causes of a bad address: a NULL
# pointer, a user address read as kernel memory, user memory not paged in.
# Without it only DTrace's own line is printed.
dtrace=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat > "$dir/faults.d" <<'D'
#pragma D option quiet

BEGIN
{
	p = (int *)0;
	x = 1;
	trace(x + *p);
}

BEGIN
{
	x = 0;
	y = 10 / x;
}

BEGIN
{
	trace(copyinstr(4096));
}

BEGIN
{
	trace(*(int *)0x7f0000001000);
}

BEGIN
{
	exit(0);
}
D
"$dtrace" -x errcontext -s "$dir/faults.d" 2>&1 |
    sed -e "s|$dir|DIR|" -e 's/at BPF pc [0-9]*$/at BPF pc NN/'
echo "status ${PIPESTATUS[0]}"
echo "-- without errcontext:"
"$dtrace" -s "$dir/faults.d" 2>&1 | sed -e 's/at BPF pc [0-9]*$/at BPF pc NN/'
echo "-- a -n program:"
"$dtrace" -x errcontext -qn 'BEGIN { trace(*(char *)8); } BEGIN { exit(0); }' 2>&1 |
    sed -e 's/at BPF pc [0-9]*$/at BPF pc NN/'
