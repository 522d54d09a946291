#!/bin/bash
# ASSERTION: -x version naming a D version newer than any we define is
# refused with DTrace's "Operation not supported"; a well-formed version
# that is not defined gets the "not supported by compiler" text.
dtrace=$1

"$dtrace" -x version=42.0 -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -x version=1.7 -n 'BEGIN { exit(0); }'
echo "status $?"
