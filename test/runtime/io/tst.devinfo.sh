#!/bin/bash
# ASSERTION: devinfo_t of the I/O of a file names the device of the file
# system holding it: dev_major/dev_minor are those stat(1) gives and agree
# with b_edev, dev_pathname is /dev/ + dev_statname, dev_statname starts
# with dev_name (the disk) and the device node has those numbers.
dtrace=$1
trigger=$DTRACE_TRIGGERS/disk-io
script=$(mktemp /tmp/io-devinfo.XXXXXX.d)
trap 'rm -f "$script"' EXIT

cat > "$script" <<'D'
int seen;

io:::start
/pid == $target && !seen/
{
	seen = 1;
	printf("%d %d %d %d %s %s %s\n", args[1]->dev_major, args[1]->dev_minor,
	    getmajor(args[0]->b_edev) == args[1]->dev_major &&
	    getminor(args[0]->b_edev) == args[1]->dev_minor,
	    args[1]->dev_pathname == strjoin("/dev/", args[1]->dev_statname),
	    args[1]->dev_name, args[1]->dev_statname, args[1]->dev_pathname);
}
D
out=$("$dtrace" -q -c "$trigger" -s "$script")
echo "status $?"
read -r major minor edev joined name statname path <<< "$out"
want=$(stat -c '%Hd %Ld' .)
echo "stat $([ "$major $minor" = "$want" ] && echo same || echo "differs: $major $minor vs $want")"
echo "edev $edev joined $joined"
echo "name $([ -n "$name" ] && echo set || echo empty)"
case $statname in
"$name"*) echo "statname starts with name" ;;
*) echo "statname $statname, name $name" ;;
esac
node=$([ -b "$path" ] && stat -Lc '%Hr %Lr' "$path")
echo "node $([ "$node" = "$want" ] && echo same || echo "differs: '$node' vs $want")"
