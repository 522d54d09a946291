#!/bin/bash
# ASSERTION: with -x follow=fork the uprobes serve every process running
# the object, but a probe fires only in $target and its descendants: an
# unrelated process running the same program (calling visit(9) all along)
# never shows.
dtrace=$1
trigger=$DTRACE_TRIGGERS/follow-fork

exec 3< <("$trigger" 9)
read -r other ready <&3
echo "other $ready"
"$dtrace" -q -x follow=fork -c "$trigger" -n '
pid$target:a.out:visit:entry
{
	printf("%d %s\n", arg0, pid == $target ? "target" : "descendant");
}'
echo "status $?"
kill "$other"
wait
