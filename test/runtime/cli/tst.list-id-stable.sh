#!/bin/bash
# ASSERTION: a listed probe has the same id whichever description lists it:
# `dtrace -ln proc:::exec` shows the id that `dtrace -l` shows, and -i with
# that id names the same probe (and so for a syscall and a sched probe,
# whose providers come after others in the listing).
dtrace=$1

for desc in proc:::exec syscall::getppid:entry sched:::on-cpu; do
	alone=$("$dtrace" -ln "$desc" | awk 'NR == 2 { print $1 }')
	full=$("$dtrace" -l | awk -v d="$desc" '
		{ split(d, f, ":") }
		$2 == f[1] && $(NF) == f[4] && (f[3] == "" || $(NF - 1) == f[3]) { print $1; exit }')
	byid=$("$dtrace" -li "$alone" | awk 'NR == 2 { $1 = ""; print substr($0, 2) }')
	if [ -n "$alone" ] && [ "$alone" = "$full" ]; then
		echo "$desc: same id ($byid)"
	else
		echo "$desc: -ln gives '$alone', -l gives '$full'"
	fi
done
