#!/bin/bash
# ASSERTION: the forked child of a DOF program registers under its own
# pid with generation 0 (drti's atfork handler), and myprov$child probes
# fire in the child only, although parent and child run the same code
# (design/usdt.md 7 check 10).
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cat > "$tmpdir/forker.c" <<'C'
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
#include "prov.h"

int main(int argc, char **argv) {
	pid_t child = fork();
	if (child > 0) {
		FILE *f = fopen(argv[1], "w");
		fprintf(f, "%d\n", child);
		fclose(f);
	}
	for (int i = 0; i < 200; i++) {
		MYPROV_PROBE1(child == 0 ? 2 : 1, "x");
		usleep(20000);
	}
	if (child > 0)
		waitpid(child, NULL, 0);
	return 0;
}
C
build_c forker.c forker
start_daemon
"$tmpdir/forker" "$tmpdir/child" & parent=$!
kids=$parent
for i in $(seq 50); do [ -s "$tmpdir/child" ] && break; sleep 0.1; done
child=$(cat "$tmpdir/child")
kids="$parent $child"
wait_stash $parent && wait_stash $child || echo "not registered"
[ -L "$root/stash/dof-pid/$parent/0" ] && echo "parent gen 0"
[ -L "$root/stash/dof-pid/$child/0" ] && echo "child gen 0"
[ -f "$root/probes/$child/myprov$child/forker/main/probe1" ] && echo "child's probe listed"
"$dtrace" -q -n 'myprov'$child':::probe1 { @[pid == '$child', arg0] = count(); }
tick-1s { exit(0); }
END { printa("child %d arg0 %d fired %@d\n", @); }' | sed 's/fired [1-9][0-9]*$/fired N/'
echo "status ${PIPESTATUS[0]}"
