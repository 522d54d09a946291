#!/bin/bash
# ASSERTION: -x with an unknown option name is fatal (exit 1).
dtrace=$1

"$dtrace" -x nosuch -n 'BEGIN { exit(0); }'
echo "status $?"
