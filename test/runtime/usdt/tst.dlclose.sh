#!/bin/bash
# ASSERTION: dlclose removes a library's probes (design/usdt.md 7 check
# 11): drti's destructor sends REMOVE, the pid's probes/ entries vanish
# while the program runs on, dtrace -l no longer lists them, and a clause
# naming them matches nothing (-Z lets dtrace run on).
source "$(dirname "$0")/build.sh"
source "$srcdir/daemon.sh"
cp "$srcdir/libprobes.c" "$tmpdir/"
cat > "$tmpdir/closer.c" <<'C'
#include <dlfcn.h>
#include <stdio.h>
#include <unistd.h>
int main(int argc, char **argv) {
	void *h = dlopen(argv[1], RTLD_NOW);
	if (h == NULL)
		return 1;
	void (*fire)(int) = (void (*)(int))dlsym(h, "lib_fire");
	for (int i = 0; i < 100; i++) {
		fire(i);
		usleep(20000);
	}
	dlclose(h);
	FILE *f = fopen(argv[2], "w");
	fclose(f);
	sleep(4);
	return 0;
}
C
(cd "$tmpdir" && "$dtrace" -h -s prov.d && gcc -fPIC -c libprobes.c &&
	"$dtrace" -G -s prov.d -o libprov.o libprobes.o &&
	gcc -shared -o libprobes.so libprobes.o libprov.o &&
	gcc -o closer closer.c -ldl) || { echo "build failed"; exit 1; }
start_daemon
"$tmpdir/closer" "$tmpdir/libprobes.so" "$tmpdir/closed" & pid=$!
kids=$pid
wait_stash $pid && echo "library registered"
"$dtrace" -l -P "myprov$pid" | awk 'NR > 1 { print $3, $4, $5 }' | sort
for i in $(seq 50); do [ -e "$tmpdir/closed" ] && break; sleep 0.1; done
wait_stash $pid gone && echo "probes/PID gone after dlclose"
kill -0 $pid && echo "program still running"
echo "listed after dlclose: $("$dtrace" -l -P "myprov$pid" 2>/dev/null | awk 'NR > 1' | wc -l)"
"$dtrace" -qZ -n 'myprov'$pid':::probe1 { printf("fired\n"); } tick-1s { exit(0); }'
echo "status $?"
