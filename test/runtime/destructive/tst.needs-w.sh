#!/bin/bash
# ASSERTION: a destructive action without -w (or the destructive pragma)
# compiles ("matched 1 probe") but enabling it fails, before anything runs;
# with -w, dtrace says it allows them.
dtrace=$1

"$dtrace" -n 'BEGIN { system("echo no"); exit(0); }'
echo "status $?"
"$dtrace" -w -n 'BEGIN { system("echo yes"); exit(0); }'
echo "status $?"
