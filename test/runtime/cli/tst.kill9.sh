#!/bin/bash
# ASSERTION: SIGKILL ends dtrace at once; the kernel must release every
# program, map and link with it (the runner's leak check verifies that).
. "$(dirname "$0")/signal-lib.sh"

signal_dtrace "$1" KILL 'BEGIN { printf("start\n"); } tick-10ms {} syscall::openat:entry {}'
