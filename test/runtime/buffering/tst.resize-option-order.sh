#!/bin/bash
# ASSERTION: test mode turns quietresize on, as Oracle's dtrace does, but an
# explicit -x quietresize=no on the command line still turns it off, so the
# lowered size is reported; without it the report is silent.
dtrace=$1

"$dtrace" -x quietresize=no -x bufsize=1t -qn 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -x bufsize=1t -qn 'BEGIN { exit(0); }'
echo "status $?"
