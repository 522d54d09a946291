#!/bin/sh
# Which function the profile tick interrupts varies: each line is rebuilt
# from its fields with DTrace's layout (symbolic keys "  %-50s", an int key
# " %8d", the value " %16lld") and compared with itself, then names become
# <mod>`<fn> and <mod>.
awk '
NF == 2 { ok = ($0 == sprintf("  %-50s %16d", $1, $2)) }
NF == 3 { ok = ($0 == sprintf(" %8d  %-50s %16d", $1, $2, $3)) }
NF == 0 { print; next }
{
	for (i = 1; i <= NF; i++) {
		if ($i ~ /`/) $i = "<mod>`<fn>"
		else if ($i !~ /^[0-9]+$/) $i = "<mod>"
	}
	print (ok ? "" : "BAD LAYOUT: ") $0
}'
