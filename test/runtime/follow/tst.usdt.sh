#!/bin/bash
# ASSERTION: with -x follow=fork a USDT probe of $target also fires in the
# child $target forks, where `pid` is the child's and the probe keeps its
# name, and its is-enabled test is true there too; without it, only in
# $target.
dtrace=$1
srcdir=$(dirname "$0")
tmpdir=$(mktemp -d /tmp/follow-usdt.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cp "$srcdir/usdt-prov.d" "$srcdir/usdt-fork.c" "$tmpdir/"
(cd "$tmpdir" &&
	"$dtrace" -h -s usdt-prov.d &&
	gcc -c usdt-fork.c &&
	"$dtrace" -G -s usdt-prov.d usdt-fork.o &&
	gcc -o usdt-fork usdt-fork.o usdt-prov.o) || { echo "build failed"; exit 1; }
script='
followprov$target:::step
{
	printf("%s %d %d %s %s\n", probename, args[0], args[1], pid == $target ? "target" : "child",
	    probeprov == strjoin("followprov", lltostr($target)) ? "named" : probeprov);
}'
"$dtrace" -q -x follow=fork -c "$tmpdir/usdt-fork" -n "$script"
echo "status $?"
"$dtrace" -q -c "$tmpdir/usdt-fork" -n "$script"
echo "status $?"
