#!/bin/bash
# -x follow takes none or fork: another word, or no value, is a bad option
# value, reported before anything is traced (also from a pragma).
dtrace=$1
"$dtrace" -q -x follow -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -q -n '#pragma D option follow=exec
BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -q -x follow=bogus -n 'BEGIN { exit(0); }'
