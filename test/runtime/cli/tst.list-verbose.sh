#!/bin/bash
# ASSERTION: -l -v follows each listed probe with its Probe Description
# Attributes, Argument Attributes and Argument Types, as Oracle's dtrace
# -lv: the attributes are the provider's (the minimum over the fields the
# probe names), args[N] shows the translated type when there is one, and a
# probe without arguments says "None".  IDs that depend on the kernel are
# masked.
dtrace=$1

"$dtrace" -lv -n BEGIN
echo "status $?"
"$dtrace" -l -v -n profile:::tick-1s | sed -E 's/^ *[0-9]+ /   XX /'
"$dtrace" -lv -n syscall::read:entry | sed -E 's/^ *[0-9]+ /   XX /'
"$dtrace" -lv -n proc:::signal-send | sed -E 's/^ *[0-9]+ /   XX /'
