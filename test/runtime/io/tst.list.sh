#!/bin/bash
# ASSERTION: the io provider lists start and done in module vmlinux (ids
# depend on the kernel's tracefs events: left out), with DTrace's argument
# types.
dtrace=$1
"$dtrace" -l -P io | awk '{ $1 = ""; print }'
"$dtrace" -lv -n io:::start | grep -A3 'Argument Types'
