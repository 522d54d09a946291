# Sourced by the tst.*.sh scripts: builds prog.c with dtrace -h and -G into
# $tmpdir (removed on exit).  $1 is dtrace; extra gcc flags in $cflags.
dtrace=$1
srcdir=$(dirname "${BASH_SOURCE[0]}")
tmpdir=$(mktemp -d /tmp/usdt-test.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cp "$srcdir/prov.d" "$srcdir/prog.c" "$tmpdir/"
build_prog() {
	(cd "$tmpdir" &&
	"$dtrace" -h -s prov.d &&
	gcc $cflags -c prog.c &&
	"$dtrace" -G -s prov.d prog.o &&
	gcc $cflags $ldflags -o prog prog.o prov.o) || { echo "build failed"; exit 1; }
}
