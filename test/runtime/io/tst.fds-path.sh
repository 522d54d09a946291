#!/bin/bash
# ASSERTION: fds[fd].fi_pathname is the file's path as the kernel's d_path()
# gives it (d_path() walks the dentries and crosses mount points: /dev and
# /proc are mounts of their own), fi_dirname its directory; an unlinked file
# ends in " (deleted)"; pipes, sockets and anonymous inodes are named as in
# /proc/PID/fd ("pipe:[INO]", "socket:[INO]", "anon_inode:[eventfd]"); a
# path longer than strsize keeps its first strsize characters (as strjoin()).
dtrace=$1
dir=$(mktemp -d /tmp/fds-path.XXXXXX)
trap 'rm -rf "$dir"' EXIT
long=$dir/$(printf 'x%.0s' {1..40})/$(printf 'y%.0s' {1..40})
mkdir -p "$dir/a/b/c" "$long"
cat > "$dir/child.py" <<PY
import os, socket, time
time.sleep(0.3)
def put(path=None, fd=None):
    fd = fd if fd is not None else os.open(path, os.O_CREAT | os.O_WRONLY)
    os.write(fd, b"x")
    return fd
os.close(put("$dir/a/b/c/file"))
fd = put("$dir/gone")
os.unlink("$dir/gone")
os.close(put(fd=fd))
os.close(put("/dev/null"))
r, w = os.pipe(); put(fd=w)
s1, s2 = socket.socketpair(); s1.send(b"x")
e = os.eventfd(0); os.write(e, (1).to_bytes(8, "little"))
fd = os.open("/proc/self/comm", os.O_RDONLY); os.read(fd, 1)
os.close(put("$long/f"))
PY
"$dtrace" -q -x strsize=64 -n '
syscall::write:entry, syscall::sendto:entry, syscall::read:entry
/pid == $target && (probefunc != "read" || fds[arg0].fi_fs == "proc")/
{
	printf("%s|%s|%s\n", probefunc, fds[arg0].fi_pathname, fds[arg0].fi_dirname);
}' -c "python3 $dir/child.py" | sed -e "s,$dir,DIR,g" -e 's/:\[[0-9]*\]/:[INO]/g' -e 's,/proc/[0-9]*,/proc/PID,g'
