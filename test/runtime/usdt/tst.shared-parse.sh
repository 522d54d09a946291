#!/bin/bash
# ASSERTION: two processes of one binary share one parse in dtprobed's
# stash (design/usdt.md 3.5, 7 checks 5 and 7): one stash/dof/DEV-INO whose
# raw file is the program's DOF byte for byte and whose parsed/ probe
# files hold file offsets of -G sites (five NOPs in the binary), hard
# linked from both pids' probes/ trees.  A process killed by SIGKILL (no
# REMOVE) loses its entries at the next prune, the shared parse stays
# for the other, and goes when that one exits normally.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/loop.c" "$tmpdir/"
build_c loop.c loop
start_daemon
# A is not this shell's child, so that its SIGKILL goes unreported.
a=$(sh -c '"$1" 60 >/dev/null 2>&1 & echo $!' sh "$tmpdir/loop")
"$tmpdir/loop" 5 & b=$!
kids="$a $b"
wait_stash $a && wait_stash $b || echo "not registered"
refs() { echo $(( $(stat -c %h "$parsed") - 1 )); }
echo "shared parses: $(ls "$root/stash/dof" | wc -l)"
key=$(ls "$root/stash/dof")
parsed=$root/stash/dof/$key/parsed/myprov:main:probe1
[ "$(readlink "$root/stash/dof-pid/$a/0")" = "../../dof/$key" ] && echo "A gen 0 -> dof/DEV-INO"
[ "$(readlink "$root/stash/dof-pid/$b/0")" = "../../dof/$key" ] && echo "B gen 0 -> dof/DEV-INO"
[ "$(stat -c %d-%i "$tmpdir/loop")" = "$(stat -L -c %d-%i "$tmpdir/loop")" ] &&
	[ "$key" = "$(python3 -c 'import os,sys; s=os.stat(sys.argv[1]); print(f"{s.st_dev}-{s.st_ino}")' "$tmpdir/loop")" ] &&
	echo "key is the binary's dev-ino"
# The DOF as loaded (relocated at the process's own base) at __SUNW_dof in
# the process that registered first.
python3 - "$a $b" "$(nm "$tmpdir/loop" | awk '$3 == "__SUNW_dof" { print $1 }')" \
	"$root/stash/dof/$key/raw" <<'PY'
import struct, sys
sym, raw = int(sys.argv[2], 16), open(sys.argv[3], "rb").read()
def loaded(pid):
    base = int(open(f"/proc/{pid}/maps").readline().split("-")[0], 16)
    with open(f"/proc/{pid}/mem", "rb") as m:
        m.seek(base + sym)
        size = struct.unpack_from("<Q", m.read(64), 40)[0]
        m.seek(base + sym)
        return m.read(size)
same = [loaded(int(p)) == raw for p in sys.argv[1].split()]
print("raw is the loaded DOF" if any(same) else "raw differs")
PY
for off in $(awk '$1 == "site" { print $2 }' "$parsed"); do
	echo "site bytes: $(od -An -tx1 -j $((16#$off)) -N5 "$tmpdir/loop" | tr -d ' ')"
done
[ "$parsed" -ef "$root/probes/$a/myprov$a/loop/main/probe1" ] &&
	[ "$parsed" -ef "$root/probes/$b/myprov$b/loop/main/probe1" ] && echo "both pids link the parse"
echo "references: $(refs)"
kill -9 $a
wait_stash $a gone && echo "killed pid pruned"
[ -e "$root/stash/dof-pid/$a" ] || echo "killed pid has no dof-pid entry"
echo "references: $(refs)"
wait $b
echo "after B's exit: $(ls -A "$root/probes" "$root/stash/dof" "$root/stash/dof-pid" | grep -cv ':$\|^$') entries"
