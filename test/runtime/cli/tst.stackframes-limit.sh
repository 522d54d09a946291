#!/bin/bash
# ASSERTION: -x stackframes (and ustackframes) deeper than the kernel's
# perf_event_max_stack is refused as an invalid value; the limit itself
# is accepted.
dtrace=$1
limit=$(cat /proc/sys/kernel/perf_event_max_stack)

"$dtrace" -x ustackframes=$((limit + 5)) -qn 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -x stackframes=$limit -qn 'BEGIN { printf("ok\n"); exit(0); }'
echo "status $?"
