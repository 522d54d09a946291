#!/bin/bash
# ASSERTION: SIGTERM (what kill(1) sends) stops tracing: END runs, the
# final newline is written and dtrace exits 0.
. "$(dirname "$0")/signal-lib.sh"

signal_dtrace "$1" TERM 'BEGIN { printf("start\n"); } tick-10ms {} END { printf("end\n"); }'
