#!/bin/bash
# ASSERTION: restarting dtprobed in the middle of a trace loses nothing
# (design/usdt.md 7 check 12).  The listening socket is handed to the
# daemon the systemd way (LISTEN_FDS=1, LISTEN_PID, fd 3) and outlives it,
# so that a program started while the daemon is down waits in the backlog
# and is registered once the daemon is back; a dtrace session keeps
# receiving firings across the restart; the stash keeps the first
# program's entries; dtrace -l then lists both programs.
#
# Every step waits for the one before it (the unit acknowledges each
# command, the session says when it is tracing), so a loaded machine only
# makes the test slower.
# @@timeout: 90
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
mkdir -p "$root"
# A "socket unit": holds the socket, (re)starts the daemon on request and
# appends "done CMD" to the ack file once a command has taken effect.
python3 - "$dtprobed" "$root" "$tmpdir/ctl" "$tmpdir/ack" <<'PY' &
import os, signal, socket, subprocess, sys
dtprobed, root, ctl, ack = sys.argv[1:]
s = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
s.bind(root + "/helper.sock")
os.chmod(root + "/helper.sock", 0o666)
s.listen(16)
os.dup2(s.fileno(), 3, inheritable=True)
def start():
    return subprocess.Popen(["sh", "-c", 'LISTEN_PID=$$ LISTEN_FDS=1 exec "$0" --root "$1" -F',
                             dtprobed, root], pass_fds=[3])
d = start()
signal.signal(signal.SIGTERM, lambda *_: (d.terminate(), d.wait(), sys.exit(0)))
os.mkfifo(ctl)
# Held open for writing too, so that a writer closing never shows as an
# end of file to a read that began before it closed.
fifo = os.fdopen(os.open(ctl, os.O_RDWR), "r")
while True:
    cmd = fifo.readline().strip()
    if cmd in ("stop", "quit"):
        d.terminate(); d.wait()
    elif cmd == "start":
        d = start()
    with open(ack, "a") as f:
        f.write("done %s\n" % cmd)
    if cmd != "stop" and cmd != "start":
        break
PY
unit=$!
kids=$unit
for i in $(seq 100); do [ -p "$tmpdir/ctl" ] && break; sleep 0.1; done
acks=0
ctl() {
	echo "$1" > "$tmpdir/ctl"
	acks=$((acks + 1))
	for i in $(seq 100); do
		[ "$(grep -c . "$tmpdir/ack" 2>/dev/null)" -ge $acks ] && return 0
		sleep 0.1
	done
	echo "the unit did not acknowledge $1"
}
"$tmpdir/loop" 60 & a=$!
kids="$unit $a"
wait_stash $a || echo "A not registered"
snapshot() { (cd "$root" && find probes stash | grep -v "/$1\(/\|$\)" | sort); }
snapshot none > "$tmpdir/before"
# The session counts A's firings; the marker (getpgid(424242), made by
# this script once the daemon is back) empties the count, so what END
# prints was fired after the restart.
"$dtrace" -q -o "$tmpdir/session" -n '
BEGIN { printf("ready\n"); }
myprov'$a':::probe1 { @[probename] = count(); }
syscall::getpgid:entry /arg0 == 424242/ { trunc(@); }
END { printa("%s after the restart %@d\n", @); }' &
session=$!
kids="$unit $a $session"
for i in $(seq 100); do grep -q ready "$tmpdir/session" 2>/dev/null && break; sleep 0.1; done
ctl stop
"$tmpdir/loop" 60 & b=$!
kids="$unit $a $session $b"
# drti waits 2 s for an answer; B's request waits in the backlog.
sleep 0.5
[ -e "$root/probes/$b" ] || echo "B not registered while the daemon is down"
ctl start
for i in 1 2; do wait_stash $b && break; done && echo "B registered once the daemon is back"
python3 -c 'import os
try: os.getpgid(424242)
except OSError: pass'
sleep 1
kill -INT $session
wait $session
grep -v ready "$tmpdir/session" | sed 's/[1-9][0-9]*$/N/'
snapshot $b > "$tmpdir/after"
cmp -s "$tmpdir/before" "$tmpdir/after" && echo "stash unchanged apart from B"
"$dtrace" -l -P 'myprov*' | awk 'NR > 1 { print $2, $3, $4, $5 }' |
	sed "s/$a\b/A/; s/$b\b/B/" | sort
ctl quit
wait $unit
kids="$a $b"
