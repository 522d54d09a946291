#!/bin/bash
# ASSERTION: -x dofstashpath=DIR (or its pragma) names the stash dtrace
# reads, as DTRACE_OPT_DOFSTASHPATH does: with the daemon on a private
# root and no environment variable, `-x dofstashpath` finds the program's
# probes and the default (/run/dtrace) does not list them under myprov*.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
start_daemon
"$tmpdir/loop" 3 & pid=$!
kids=$pid
wait_stash $pid || echo "no stash entry"
unset DTRACE_OPT_DOFSTASHPATH
"$dtrace" -x dofstashpath="$root" -l -n "myprov$pid:::" | awk 'NR > 1 { print $2, $3, $4, $5 }' |
	sed "s/$pid\b/PID/"
echo "default stash: $("$dtrace" -l -P 'myprov*' 2>/dev/null | grep -c "myprov$pid")"
"$dtrace" -q -x dofstashpath="$root" -n "myprov$pid:::probe1 { printf(\"%s %s\\n\", probefunc, probename); exit(0); }"
