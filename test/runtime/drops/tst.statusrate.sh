#!/bin/bash
# Drops are reported as they happen, at each statusrate, as DTrace does:
# a session that keeps dropping for a while reports them in several lines
# whose counts add up to every drop (300 stores, of which 3 fit).
dtrace=$1
"$dtrace" -q -x dynvarsize=64 -x statusrate=100ms -n '
BEGIN { i = 0; }
tick-1ms /i < 300/ { a[i++] = 1; }
tick-1ms /i >= 300/ { exit(0); }' 2>&1 >/dev/null |
    awk '/dynamic variable drops?$/ { lines++; sum += $2 }
	END { print (lines >= 2 ? "several lines" : "one line"), "total", sum }'
