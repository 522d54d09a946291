#!/bin/bash
# ASSERTION: dtrace -h writes Oracle's header layout byte for byte (with
# the non-GNU _ENABLED() fallback fixed, and _ENABLED() also reading the
# probe's hidden is-enabled semaphore), and the header compiles as C99,
# gnu11 and C++ with -Wall -Werror.
source "$(dirname "$0")/build.sh"
"$dtrace" -h -s "$tmpdir/prov.d" -o "$tmpdir/prov.h" || exit 1
cmp "$tmpdir/prov.h" "$srcdir/prov.h.expected" && echo "header matches"
printf '#include "prov.h"\nint main(void) { if (MYPROV_PROBE2_ENABLED()) MYPROV_PROBE2(); MYPROV_PROBE1(1, 0); MYPROV_QUERY_START("q", 1); return 0; }\n' > "$tmpdir/use.c"
for std in c99 gnu11; do
	gcc -std=$std -Wall -Werror -c -o "$tmpdir/use.o" "$tmpdir/use.c" && echo "compiles as $std"
done
g++ -x c++ -Wall -Werror -c -o "$tmpdir/use.o" "$tmpdir/use.c" && echo "compiles as C++"
# Default output name: the script's basename with .h.
(cd "$tmpdir" && rm -f prov.h && "$dtrace" -h -s prov.d && cmp prov.h "$srcdir/prov.h.expected" && echo "prov.h by default")
for std in c99 gnu11; do
	clang -std=$std -Wall -Werror -c -o "$tmpdir/use.o" "$tmpdir/use.c" && echo "clang compiles as $std"
done
clang++ -x c++ -Wall -Werror -c -o "$tmpdir/use.o" "$tmpdir/use.c" && echo "clang compiles as C++"
# With _DTRACE_VERSION 0 the macros expand to nothing and _ENABLED() to 0:
# no reference to a __dtrace symbol is left.
sed 's/^#define _DTRACE_VERSION 1$/#define _DTRACE_VERSION 0/' "$tmpdir/prov.h" > "$tmpdir/prov0.h"
printf '#include "prov0.h"\nint main(void) { MYPROV_PROBE1(1, 0); MYPROV_QUERY_START("q", 1); return MYPROV_PROBE2_ENABLED(); }\n' > "$tmpdir/v0.c"
(cd "$tmpdir" && gcc -Wall -Werror -o v0 v0.c && ./v0 && echo "version 0: no-ops, _ENABLED() is 0")
