#!/bin/bash
# ASSERTION: the entries of killed processes are cleaned (design/usdt.md 7
# check 8): 1024 runs of a DOF program, every other one killed by SIGKILL
# before its destructor can send REMOVE; after dtprobed's periodic prune
# the stash holds no object, no pid and no public probe entry, and the
# daemon still serves registrations.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cat > "$tmpdir/brief.c" <<'C'
#include <signal.h>
#include "prov.h"
int main(int argc, char **argv) {
	(void)argv;
	MYPROV_PROBE2();
	if (argc > 1)
		raise(SIGKILL);
	return 0;
}
C
cp "$srcdir/loop.c" "$tmpdir/"
build_c brief.c brief
build_c loop.c loop
start_daemon
for i in $(seq 512); do
	"$tmpdir/brief"
	sh -c '"$1" kill' sh "$tmpdir/brief" 2>/dev/null
done
for i in $(seq 50); do
	[ -z "$(ls -A "$root/stash/dof-pid")" ] && break
	sleep 0.1
done
echo "stash/dof-pid: $(ls -A "$root/stash/dof-pid" | wc -l) pids"
echo "stash/dof: $(ls -A "$root/stash/dof" | wc -l) objects"
echo "probes: $(ls -A "$root/probes" | wc -l) pids"
"$tmpdir/loop" 2 & pid=$!
kids=$pid
wait_stash $pid && echo "registration after the runs works"
