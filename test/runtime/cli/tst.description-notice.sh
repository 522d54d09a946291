#!/bin/bash
# ASSERTION: without -q, -n prints "description 'SPEC' matched N probe" on
# stderr (the spec cut at the first '{', '/' or ';'), the FUNCTION:NAME
# header and one line for the BEGIN firing.
dtrace=$1

"$dtrace" -n 'BEGIN { exit(0); }'
echo "status $?"
