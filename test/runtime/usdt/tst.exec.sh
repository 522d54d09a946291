#!/bin/bash
# ASSERTION: exec replaces the DOF (design/usdt.md 7 check 9): a program
# with DOF execs another with other DOF of the same provider name; dtrace
# -p PID -l -P 'test_prov$target' then lists only the new image's probes,
# and they fire.
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
echo 'provider test_prov { probe before(int); };' > "$tmpdir/p1.d"
echo 'provider test_prov { probe after(int); };' > "$tmpdir/p2.d"
cat > "$tmpdir/test1.c" <<'C'
#include <unistd.h>
#include "p1.h"
int main(int argc, char **argv) {
	TEST_PROV_BEFORE(1);
	usleep(500000);
	execv(argv[1], argv + 1);
	return 1;
}
C
cat > "$tmpdir/test2.c" <<'C'
#include <unistd.h>
#include "p2.h"
int main(void) {
	for (int i = 0; i < 250; i++) {
		TEST_PROV_AFTER(i);
		usleep(20000);
	}
	return 0;
}
C
build_c test1.c test1 p1.d
build_c test2.c test2 p2.d
start_daemon
"$tmpdir/test1" "$tmpdir/test2" & pid=$!
kids=$pid
for i in $(seq 50); do
	[ -d "$root/probes/$pid/test_prov$pid/test2" ] && break
	sleep 0.1
done
"$dtrace" -p $pid -l -P 'test_prov$target' | awk '{ print $2, $3, $4, $5 }' | sed "s/$pid\b/PID/"
"$dtrace" -q -p $pid -n 'test_prov$target:::after /!done/ {
	printf("%s %s %s\n", probemod, probefunc, probename); done = 1; }
test_prov$target:::after /done/ { exit(0); }'
echo "status $?"
