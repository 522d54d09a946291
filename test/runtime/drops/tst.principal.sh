#!/bin/bash
# Principal buffer drops happen at run time, as in DTrace: a flood of
# records into a small buffer that the consumer cannot empty (its output
# pipe is not read for a while) loses records, and each loss is reported
# per CPU as "dtrace: N drops on CPU C"; tracing goes on to its exit().
dtrace=$1
err=$(mktemp)
"$dtrace" -q -b 8k -x statusrate=100ms -n '
profile-4999
{
	printf("%d %s\n", i++, "................................................................................................");
}
tick-1s { exit(0); }' 2>"$err" | { sleep 2; cat >/dev/null; }
awk '/^dtrace: [0-9]+ drops? on CPU [0-9]+$/ { drops++; next }
	{ other++; print "unexpected: " $0 }
	END { print (drops > 0 ? "drops reported per CPU" : "no drops reported"), other + 0 }' "$err"
rm -f "$err"
