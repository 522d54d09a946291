#!/bin/bash
# ASSERTION: a description that is a run of digits is a probe id (what
# dtrace -l shows): -i ID, or -n ID, names that one probe; "2-2" is the id
# 2 and then the description "-2".  An unknown id, an id given to -P, -m
# or -f, and an operand no $N uses are errors (exit 1).
dtrace=$1

"$dtrace" -li 1
echo "status $?"
"$dtrace" -li 2-2
echo "status $?"
"$dtrace" -qi '1 { printf("%s:%s\n", probeprov, probename); exit(0); }'
echo "status $?"
"$dtrace" -qn '3, 2 { printf("%s\n", probename); }' -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -i 0
echo "status $?"
"$dtrace" -i 2-2
echo "status $?"
"$dtrace" -f 4.56
echo "status $?"
"$dtrace" -P 3
echo "status $?"
"$dtrace" -i 1 2
echo "status $?"
