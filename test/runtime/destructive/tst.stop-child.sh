#!/bin/bash
# ASSERTION: stop() stops the process that fired the probe (here a child
# the test starts, which is neither created nor grabbed by dtrace): it is
# left stopped after dtrace exits, continues on SIGCONT and can then be
# killed.  Without -w the same program is refused.
dtrace=$1
triggers=${DTRACE_TRIGGERS:-$(dirname "$dtrace")/../test/runtime/triggers}

"$triggers"/sleep-loop 20 >/dev/null &
child=$!
sleep 0.2

prog="syscall::clock_nanosleep:entry, syscall::nanosleep:entry
/pid == $child/ { stop(); printf(\"stopping the child\n\"); exit(0); }"

"$dtrace" -q -n "$prog" 2>&1
"$dtrace" -w -q -n "$prog" 2>&1
echo "status $?"

state() { awk '/^State:/ { print $2 }' /proc/$child/status; }
for i in $(seq 50); do [[ $(state) == T ]] && break; sleep 0.1; done
echo "after dtrace: $(state)"
kill -CONT $child
for i in $(seq 50); do [[ $(state) != T ]] && break; sleep 0.1; done
echo "after SIGCONT: $(state)"
{ kill -KILL $child; wait $child; } 2>/dev/null
echo "killed by signal $(($? - 128))"
