#!/bin/bash
# ASSERTION: the README's USDT example works as written: dtrace -h, cc,
# dtrace -G, cc on examples/usdt, then `example$target:::` with -c lists
# both probes firing three times, and the printf clause prints the
# arguments of start.
source "$(dirname "$0")/build.sh"
cp "$srcdir/../../../examples/usdt/prov.d" "$srcdir/../../../examples/usdt/example.c" "$tmpdir/"
cd "$tmpdir" || exit 1
"$dtrace" -h -s prov.d && cc -c example.c && "$dtrace" -G -s prov.d example.o &&
	cc -o example example.o prov.o || { echo "build failed"; exit 1; }
"$dtrace" -n 'example$target:::' -c ./example 2>/dev/null | awk 'NR > 1 && NF { print $NF }'
"$dtrace" -q -n 'example$target:::start { printf("%d %s\n", arg0, copyinstr(arg1)); }' -c ./example
echo "status $?"
