#!/bin/bash
# ASSERTION: dtrace -G refuses an object in which a <dtrace/sdt.h> macro
# fires a probe with another number of arguments than the provider
# declares (too few or too many), naming the probe and both counts, and
# leaves no DOF object behind; matching counts, a probe name with "__"
# included, link.
dtrace=$1
inc=$(cd "$(dirname "$0")/../../../include" && pwd)
tmpdir=$(mktemp -d /tmp/usdt-test.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cd "$tmpdir" || exit 1
echo 'provider cnt { probe two(int, int); probe query__start(char *); };' > cnt.d
printf '#include <dtrace/sdt.h>\nint main(void) { DTRACE_PROBE(cnt, two, 1, 2); DTRACE_PROBE1(cnt, query__start, "q"); return 0; }\n' > good.c
printf '#include <dtrace/sdt.h>\nint main(void) { DTRACE_PROBE(cnt, two, 1, 2, 3); return 0; }\n' > many.c
printf '#include <dtrace/sdt.h>\nint main(void) { DTRACE_PROBE1(cnt, query__start, "q"); DTRACE_PROBE(cnt, two, 1); return 0; }\n' > few.c
for f in good many few; do gcc -I"$inc" -c $f.c || exit 1; done
"$dtrace" -G -s cnt.d good.o && echo "good: linked"
rm -f cnt.o
"$dtrace" -G -s cnt.d many.o
[ -e cnt.o ] && echo "many: cnt.o written"
"$dtrace" -G -s cnt.d few.o
