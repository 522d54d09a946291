#!/bin/bash
# -x cgroup=PATH: only tasks in that cgroup (of the v2 hierarchy) or below
# it fire probes; BEGIN and END still run.  The built-in variables cgroup
# and cgroupname give a task's cgroup id (the inode of its directory) and
# its name.
dtrace=$1
mnt=$(awk '$9 == "cgroup2" { print $5; exit }' /proc/self/mountinfo)
if [ -z "$mnt" ]; then
	mnt=$(mktemp -d)
	mount -t cgroup2 none "$mnt" || exit 1
	trap 'umount "$mnt"; rmdir "$mnt"' EXIT
fi
name=dtrace-test-$$
cg=$mnt/$name
mkdir "$cg" || exit 1
tmp=$(mktemp -d)
cp /bin/bash "$tmp/incg"
cp /bin/bash "$tmp/outcg"
# Each loop calls getppid() (for $PPID in a fresh bash) until told to stop.
loop='while [ ! -e '"$tmp"'/stop ]; do /bin/bash -c ": \$PPID"; sleep 0.05; done'
"$tmp/incg" -c "echo \$\$ > $cg/cgroup.procs; exec $tmp/incg -c '$loop'" &
"$tmp/outcg" -c "$loop" &
sleep 0.5
"$dtrace" -x cgroup="/$name" -qn '
BEGIN { printf("BEGIN runs\n"); }
syscall::getppid:entry { @[execname == "bash" ? "child of incg" : execname] = count();
	cgid = cgroup; cgname = cgroupname; }
tick-1s { exit(0); }
END { printa("%s\n", @); printf("cgroupname %s\n", cgname); printf("id %d\n", cgid); }' > "$tmp/out"
touch "$tmp/stop"
wait
sed "s/^id $(stat -c %i "$cg")\$/id is the inode of the cgroup directory/" "$tmp/out"
rmdir "$cg"
rm -rf "$tmp"
