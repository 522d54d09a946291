#!/bin/bash
# ASSERTION: <dtrace/sdt.h>'s DTRACE_PROBE(provider, name, args...) takes
# zero to twelve arguments, like DTRACE_PROBE0..12 (the way other DTrace
# ports' <sys/sdt.h> let code write it), and the probes fire with those
# arguments; strict C89 and C++98 code can still use DTRACE_PROBE(p, n)
# and the numbered macros.
source "$(dirname "$0")/build.sh"
inc=$(cd "$srcdir/../../../include" && pwd)
cat > "$tmpdir/vprov.d" <<'D'
provider vari {
	probe none();
	probe three(int, int, int);
	probe twelve(long, long, long, long, long, long, long, long, long, long,
	    long, long);
};
D
cat > "$tmpdir/vari.c" <<'C'
#include <dtrace/sdt.h>
int main(int argc, char **argv)
{
	(void)argv;
	DTRACE_PROBE(vari, none);
	DTRACE_PROBE(vari, three, argc, -2, 3);
	DTRACE_PROBE(vari, twelve, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12);
	return 0;
}
C
cat > "$tmpdir/old.c" <<'C'
#include <dtrace/sdt.h>
int main(void)
{
	DTRACE_PROBE(vari, none);
	DTRACE_PROBE3(vari, three, 1, 2, 3);
	return 0;
}
C
(cd "$tmpdir" && gcc -std=c99 -Wall -Wextra -pedantic -Werror -I"$inc" -c vari.c &&
	g++ -x c++ -std=c++11 -Wall -Wextra -pedantic -Werror -I"$inc" -c vari.c -o varixx.o &&
	gcc -std=c89 -Wall -pedantic -Werror -I"$inc" -c old.c &&
	g++ -x c++ -std=c++98 -Wall -pedantic -Werror -I"$inc" -c old.c -o oldxx.o &&
	"$dtrace" -G -s vprov.d vari.o && gcc -o vari vari.o vprov.o) ||
	{ echo "build failed"; exit 1; }
"$dtrace" -q -c "$tmpdir/vari" -n '
vari$target:::none { printf("%s\n", probename); }
vari$target:::three { printf("%s %d %d %d\n", probename, arg0, (int)arg1, arg2); }
vari$target:::twelve {
	printf("%s %d %d %d %d %d %d %d %d %d %d\n", probename, arg0, arg1, arg2, arg3,
	    arg4, arg5, arg6, arg7, arg8, arg9);
}'
echo "status $?"
