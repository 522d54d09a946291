#!/bin/bash
# ASSERTION: -e compiles the program and exits 0 without enabling it and
# without printing anything.
dtrace=$1

"$dtrace" -e -n 'BEGIN { trace("never"); exit(0); }'
echo "status $?"
