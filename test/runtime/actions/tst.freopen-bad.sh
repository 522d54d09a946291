#!/bin/bash
# ASSERTION: a freopen() of a file that cannot be opened reports DTrace's
# error and output stays where it was; without -w freopen() is refused.
dtrace=$1

"$dtrace" -wq -n 'BEGIN { freopen("/"); printf("still stdout\n"); exit(0); }'
echo "status $?"
"$dtrace" -q -n 'BEGIN { freopen("/dev/null"); exit(0); }'
echo "status $?"
