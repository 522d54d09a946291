#!/bin/bash
# ASSERTION: SIGINT (what ^C sends) stops tracing: END runs, the
# final newline is written and dtrace exits 0.
. "$(dirname "$0")/signal-lib.sh"

signal_dtrace "$1" INT 'BEGIN { printf("start\n"); } tick-10ms {} END { printf("end\n"); }'
