#!/bin/bash
# ASSERTION: the ip provider lists send and receive in module vmlinux (ids
# depend on the kernel's tracefs events: left out), with DTrace's argument
# types.
dtrace=$1
"$dtrace" -l -P ip | awk '{ $1 = ""; print }'
"$dtrace" -lv -n ip:::send | grep -A6 'Argument Types'
