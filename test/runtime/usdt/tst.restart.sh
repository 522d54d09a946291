#!/bin/bash
# ASSERTION: restarting dtprobed in the middle of a trace loses nothing
# (design/usdt.md 7 check 12).  The listening socket is handed to the
# daemon the systemd way (LISTEN_FDS=1, LISTEN_PID, fd 3) and outlives it,
# so that a program started while the daemon is down waits in the backlog
# and is registered once the daemon is back; a dtrace session keeps
# receiving firings across the restart; the stash keeps the first
# program's entries; dtrace -l then lists both programs.
#
# @@xfail: timed out in the last two clean-clone CI runs of stop 21 (the restarted daemon never registered B, and `echo start` to the unit seemed to block), never in 8 runs by hand with the same binaries: under investigation
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
mkdir -p "$root"
# A "socket unit": holds the socket, (re)starts the daemon on request.
python3 - "$dtprobed" "$root" "$tmpdir/ctl" <<'PY' &
import os, signal, socket, subprocess, sys
dtprobed, root, ctl = sys.argv[1:]
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
while True:
    cmd = open(ctl).readline().strip()
    if cmd == "stop":
        d.terminate(); d.wait()
    elif cmd == "start":
        d = start()
    else:
        d.terminate(); d.wait()
        break
PY
unit=$!
kids=$unit
for i in $(seq 50); do [ -p "$tmpdir/ctl" ] && break; sleep 0.1; done
"$tmpdir/loop" 14 & a=$!
kids="$unit $a"
wait_stash $a || echo "A not registered"
snapshot() { (cd "$root" && find probes stash | grep -v "/$1\(/\|$\)" | sort); }
snapshot none > "$tmpdir/before"
"$dtrace" -wq -n 'myprov'$a':::probe1 { @[probename] = count(); }
tick-1s /++n == 1/ { system("echo stop > '$tmpdir/ctl'"); }
tick-1s /n == 2/ { trunc(@); }
tick-1s /n == 4/ { exit(0); }
END { printa("%s after the restart %@d\n", @); }' | sed 's/[1-9][0-9]*$/N/' &
session=$!
sleep 1.5
"$tmpdir/loop" 10 & b=$!
kids="$unit $a $b"
# drti gives up on a daemon that does not answer within 2 s: look briefly,
# then bring the daemon back at once (a loaded machine starts it slowly).
sleep 0.1
[ -e "$root/probes/$b" ] || echo "B not registered while the daemon is down"
echo start > "$tmpdir/ctl"
wait_stash $b && echo "B registered once the daemon is back"
wait $session
snapshot $b > "$tmpdir/after"
cmp -s "$tmpdir/before" "$tmpdir/after" && echo "stash unchanged apart from B"
"$dtrace" -l -P 'myprov*' | awk 'NR > 1 { print $2, $3, $4, $5 }' |
	sed "s/$a\b/A/; s/$b\b/B/" | sort
echo quit > "$tmpdir/ctl"
wait $unit
kids="$a $b"
