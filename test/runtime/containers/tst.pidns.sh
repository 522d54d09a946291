#!/bin/bash
# -x pidns=own, the default: pid, tid and ppid are numbered in the PID
# namespace dtrace runs in, as Oracle's DTrace numbers them, so that inside
# a container "/pid == $target/" matches the process -c started, and ppid
# is its parent as the container sees it.  -x pidns=init gives the host's
# numbers.
dtrace=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/inside.sh" <<'IN'
#!/bin/bash
dtrace=$1 tmp=$2
printf '#!/bin/bash\necho $$ $PPID > %s/out.$$\nsleep 0.2\n' "$tmp" > "$tmp/child.sh"
child="bash $tmp/child.sh"
$dtrace -x pidns=own -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d %d %d\n", pid, tid, ppid); exit(0); }' -c "$child" > "$tmp/own"
read -r dpid dtid dppid < "$tmp/own"
read -r cpid cppid < "$tmp"/out.*
[ "$dpid" = "$cpid" ] && echo "pid is the container's"
[ "$dtid" = "$cpid" ] && echo "tid is the container's"
[ "$dppid" = "$cppid" ] && echo "ppid is the container's"
rm -f "$tmp"/out.*
$dtrace -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d\n", pid); exit(0); }' -c "$child" > "$tmp/default"
read -r cpid cppid < "$tmp"/out.*
[ "$(cat "$tmp/default")" = "$cpid" ] && echo "by default too"
$dtrace -x pidns=init -qn 'syscall::getppid:entry /pid == $target/ {
	printf("%d\n", pid); exit(0); }' -c "$child" > "$tmp/init"
grep -q "[0-9]" "$tmp/init" || echo "with init, pid is the host's: pid == \$target does not match"
IN
unshare --pid --fork --mount-proc bash "$tmp/inside.sh" "$dtrace" "$tmp"
