#!/bin/bash
# ASSERTION: every *.d file of a -L directory (and of -x libdir) is
# compiled before the program: its inlines, types and translators can be
# used, files that are not *.d are ignored, and -x nolibs skips them.
dtrace=$1
lib=$(mktemp -d)
trap 'rm -rf "$lib"' EXIT
cat >"$lib/pair.d" <<'D'
typedef struct libdir_pair {
	int twice;
	int orig;
} libdir_pair_t;

translator libdir_pair_t < int x > {
	twice = x * 2;
	orig = x;
};
D
cat >"$lib/answer.d" <<'D'
inline int libdir_answer = 42;
D
echo 'this is not D' >"$lib/README"

"$dtrace" -q -L "$lib" -n 'BEGIN {
	printf("%d %d %d\n", libdir_answer, xlate<libdir_pair_t>(21).twice,
	    xlate<libdir_pair_t>(5).orig);
	exit(0);
}'
echo "status $?"
"$dtrace" -q -x libdir="$lib" -n 'BEGIN { printf("%d\n", libdir_answer); exit(0); }'
echo "status $?"
"$dtrace" -q -x nolibs -L "$lib" -n 'BEGIN { printf("%d\n", libdir_answer); exit(0); }' \
	2>/dev/null
echo "status $?"
