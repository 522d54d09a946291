#!/bin/bash
# ASSERTION: -x amin takes "name[/data[/class]]" with DTrace's stability
# and class names in any case.  A clause whose attributes reach the
# minimum runs (BEGIN's are Unstable/Unstable/Common); a part left out is
# the highest there is (Standard, Common), so amin=Unstable also asks for
# Standard data semantics and refuses BEGIN; a value naming no stability
# is refused as -x refuses any bad value.
dtrace=$1
"$dtrace" -q -x amin=unstable/Unstable/COMMON -n 'BEGIN { printf("met\n"); exit(0); }'
"$dtrace" -q -x amin=Unstable/unstable -n 'BEGIN { printf("met\n"); exit(0); }'
"$dtrace" -q -x amin=Unstable -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -q -x amin=Unstable/Bogus -n 'BEGIN { exit(0); }'
echo "status $?"
