#!/bin/bash
# ASSERTION: panic() and breakpoint() need -w like every destructive action;
# with it they are refused with a clear message (no BPF program can panic
# the kernel or stop it in a debugger), a compile error with exit status 1.
dtrace=$1

"$dtrace" -n 'BEGIN { panic(); }'
echo "status $?"
"$dtrace" -w -n 'BEGIN { breakpoint(); }'
echo "status $?"
"$dtrace" -w -n 'BEGIN { panic(); }'
echo "status $?"
