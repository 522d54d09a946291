#!/bin/bash
# -x pidns takes init, own or a process's /proc/PID/ns/pid: another word
# is a bad option value, a process that does not exist stops dtrace before
# tracing starts.
dtrace=$1
"$dtrace" -x pidns=container -n 'BEGIN { exit(0); }'
echo "status $?" >&2
"$dtrace" -q -x pidns=/proc/999999999/ns/pid -n 'BEGIN { exit(0); }'
