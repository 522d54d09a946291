#!/bin/bash
# -x tregs sets how many keys one tuple may have: an aggregation with more
# keys than that is refused ("Insufficient tuple registers"), one within it
# runs.
dtrace=$1
for n in 4 7; do
	$dtrace -x tregs=$n -qn 'BEGIN { @[1, 2, 3, 4, 5] = count(); exit(0) }'
	echo "tregs=$n: exit $?"
done
