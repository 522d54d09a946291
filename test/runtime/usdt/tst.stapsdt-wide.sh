#!/bin/bash
# ASSERTION: a systemtap SDT probe with more than ten operands (as
# STAP_PROBE11 and STAP_PROBE12 write) is a probe whose arg0..arg9 are the
# first ten; and a semaphore that is a plain zero-initialised global (in
# .bss, where the data segment's last file page still holds it) is raised
# while the probe it guards is traced, so that probe fires.
dtrace=$1
srcdir=$(cd "$(dirname "$0")" && pwd)
tmpdir=$(mktemp -d /tmp/usdt-test.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cd "$tmpdir" || exit 1
gcc -O2 -o sdtwide "$srcdir/sdtwide.c" || { echo "build failed"; exit 1; }
echo "semaphore in .bss: $(nm sdtwide | awk '$3 == "wide_guard_semaphore" { print $2 }')"
./sdtwide 3 untraced.out
echo "untraced: $(cat untraced.out)"
"$dtrace" -q -c './sdtwide 3 traced.out' -n '
sdtwide$target:::twelve {
	printf("%s %d %d %d %d %d %d %d %d %d %d\n", probename, arg0, arg1, arg2, arg3,
	    arg4, arg5, arg6, arg7, arg8, arg9);
}
sdtwide$target:::guarded { printf("%s %d\n", probename, arg0); }'
echo "status $?"
echo "traced: $(cat traced.out)"
