#!/bin/bash
# At the end of tracing, with -x errcontext (or a terminal on stderr), each
# kind of drop the session had gets one more line after DTrace's own: the
# total, and the option size that would have avoided it (twice the current
# one).  Without error context only DTrace's lines are printed.
dtrace=$1
prog='BEGIN { i = 0; }
tick-1ms /i < 100/ { a[i++] = 1; }
tick-1ms /i >= 100/ { s = speculation(); t = speculation(); exit(0); }'
echo "-- with errcontext:"
"$dtrace" -q -x errcontext -x dynvarsize=64 -n "$prog" 2>&1
echo "-- without:"
"$dtrace" -q -x dynvarsize=64 -n "$prog" 2>&1
echo "-- no drops, no summary:"
"$dtrace" -q -x errcontext -n 'BEGIN { a[1] = 1; exit(0); }' 2>&1
