#!/bin/bash
# ASSERTION: expressions nested too deeply for the compiler's recursive
# passes are refused with a dtrace: message (exit 1), never a crash from a
# stack overflow: long operator chains (built without recursion by the
# parser), chains of ?: and of assignments, and chains wrapped inside
# other expressions.  A long but reasonable chain (a generated predicate of
# 3000 comparisons) still compiles.
dtrace=$1
dir=$(mktemp -d)

# $1 copies of $2 in a row.
rep() { printf "%${1}s" '' | sed "s/ /$2/g"; }

compile() {
	"$dtrace" -e -s "$dir/$1.d" 2>&1 | sed 's/^dtrace: failed to compile script [^:]*: //'
	echo "$1: status ${PIPESTATUS[0]}"
}

echo "BEGIN { x = 1$(rep 60000 '+1'); }" > "$dir/plus.d"
echo "BEGIN { x = 1$(rep 60000 ',1'); }" > "$dir/comma.d"
echo "BEGIN { x = 1$(rep 60000 '? 1 : 1'); }" > "$dir/ternary.d"
echo "BEGIN { x = $(rep 60000 'y = ')1; }" > "$dir/assign.d"
echo "BEGIN { x = curthread$(rep 60000 '->mm'); }" > "$dir/member.d"
e=1
for _ in $(seq 12); do e="-($e$(rep 9000 '+1'))"; done
echo "BEGIN { x = $e; }" > "$dir/wrapped.d"
echo "BEGIN /pid == 0$(rep 3000 ' || pid == 0')/ { exit(0); }" > "$dir/predicate.d"
for t in plus comma ternary assign member wrapped predicate; do compile $t; done
rm -rf "$dir"
