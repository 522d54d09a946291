#!/bin/bash
# ASSERTION: the tcp provider lists DTrace's probes in module
# vmlinux (ids depend on the kernel's tracefs events: left out), with
# DTrace's argument types: state-change has no packet (args[0], [2] and
# [4] are void) and passes the previous state in args[5].
dtrace=$1
"$dtrace" -l -P tcp | awk '{ $1 = ""; print }'
for p in state-change connect-request send receive; do
	"$dtrace" -lv -n tcp:::$p | grep -A6 'Argument Types'
done
