#!/bin/bash
# ASSERTION: dtprobed survives a change of its parsed format (design/usdt.md
# 3.7 and 7 check 12).  A daemon that finds stash/version other than its
# own (here: an older marker, a corrupt parsed file and no stored load
# bias, as a stash of an earlier daemon would be) re-parses every raw DOF
# at startup: the parsed files are rewritten, the probes/ links of the
# live pids are made again, a pid that died while no daemon ran is
# dropped, and dtrace lists and traces the surviving program's probes; a
# session that was tracing across the restart keeps receiving firings.
# The stored DOF is the copy of B, which registered first and then died:
# its probe addresses carry B's load bias, not A's.  A second forced
# re-parse uses the bias stored by the first; a restart that finds its
# own marker re-parses nothing.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
stash=$root/stash
start_daemon
"$tmpdir/loop" 30 & b=$!
kids=$b
wait_stash $b || echo "B not registered"
"$tmpdir/loop" 30 & a=$!
kids="$a $b"
wait_stash $a || echo "A not registered"
[ -s "$stash/version" ] && echo "version marker written"
obj=$(ls "$stash/dof")
parsed=$stash/dof/$obj/parsed/myprov:main:probe1
[ "$(echo "$obj" | wc -w)" = 1 ] && [ -f "$parsed" ] || echo "no shared parse: $obj"

# A session tracing A across the restart: the time of each firing, in ms.
"$dtrace" -q -o "$tmpdir/session" -n 'myprov'$a':::probe1 { printf("%d\n", walltimestamp / 1000000); }' &
session=$!
kids="$a $b $session"
for i in $(seq 100); do [ -s "$tmpdir/session" ] && break; sleep 0.1; done

# The daemon stops; B dies meanwhile (no REMOVE); the stash is made to
# look older: another marker, a corrupt parsed file (probes/ links share
# its inode, so dtrace would read the garbage), no base file.
stop_daemon
kill -9 $b
wait $b 2>/dev/null
kids="$a $session"
echo "ardent-stash 0 parsed 0" > "$stash/version"
echo garbage > "$parsed"
rm -f "$stash/dof/$obj/base"
# A file's identity: its inode and its modification time (an inode
# number alone may be reused by the next file made).
ident() { stat -c '%i %y' "$1"; }
old=$(ident "$parsed")

start_daemon
# The socket exists before the re-parse is over; the new marker is
# written last.
for i in $(seq 50); do
	[ "$(cat "$stash/version")" != "ardent-stash 0 parsed 0" ] && break
	sleep 0.1
done
grep -q '^ardent-stash [1-9]' "$stash/version" && echo "marker updated"
head -1 "$parsed" | grep -q '^ardent-parsed [1-9]' && echo "parsed file rewritten"
[ "$(ident "$parsed")" != "$old" ] && echo "parsed file is a new file"
[ -s "$stash/dof/$obj/base" ] && echo "base stored again"
link=$root/probes/$a/myprov$a/loop/main/probe1
[ -f "$link" ] && [ "$(stat -c %i "$link")" = "$(stat -c %i "$parsed")" ] && echo "A's link made again"
[ -e "$root/probes/$b" ] || [ -e "$stash/dof-pid/$b" ] || echo "dead B dropped"
after=$(date +%s%3N)
sleep 0.5
kill -INT $session
wait $session
kids=$a
last=$(grep . "$tmpdir/session" | tail -1)
[ -n "$last" ] && [ "$last" -gt "$after" ] && echo "the session kept firing after the re-parse"
"$dtrace" -l -P 'myprov*' | awk 'NR > 1 { print $2, $3, $4, $5 }' | sed "s/$a\b/A/" | sort
timeout 20 "$dtrace" -q -n 'myprov'$a':::probe1 {
	printf("%s %s %s %s fired, arg1 %s\n", probeprov == "myprov'$a'" ? "myprovA" : probeprov,
	    probemod, probefunc, probename, copyinstr(arg1));
	exit(0);
}'

# Forced again, the re-parse now has the stored bias.
stop_daemon
echo "ardent-stash 0 parsed 0" > "$stash/version"
old=$(ident "$parsed")
start_daemon
for i in $(seq 50); do
	[ "$(cat "$stash/version")" != "ardent-stash 0 parsed 0" ] && break
	sleep 0.1
done
[ -f "$link" ] && [ "$(stat -c %i "$link")" = "$(stat -c %i "$parsed")" ] &&
	[ "$old" != "$(ident "$parsed")" ] && echo "re-parsed again with the stored bias"

# Restarted with its own marker, the daemon leaves the parse alone.
cur=$(ident "$parsed")
stop_daemon
start_daemon
"$tmpdir/loop" 2 & c=$!
kids="$a $c"
wait_stash $c || echo "C not registered"
[ "$(ident "$parsed")" = "$cur" ] && echo "no re-parse with the current marker"
