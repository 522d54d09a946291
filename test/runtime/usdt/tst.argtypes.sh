#!/bin/bash
# ASSERTION: args[] of USDT probes (design/usdt.md 7 check 17): the
# translated list of place(10, 4) gives args[0..3] = 4 10 10 4 like
# arg0..3; without a translation args[] has the native types of the
# provider definition (int, char *, const char *, uint64_t), as dtrace -lv
# lists them, and a const-qualified pointer argument compiles and reads.
source "$(dirname "$0")/build.sh"
build_prog
"$dtrace" -q -c "$tmpdir/prog" -n '
myprov$target:::place {
	printf("args %d %d %d %d arg %d %d %d %d\n", args[0], args[1], args[2], args[3],
	    arg0, arg1, arg2, arg3);
}
myprov$target:::probe1 {
	printf("probe1 %d %s sizes %d %d\n", args[0], stringof(args[1]), sizeof(args[0]),
	    sizeof(args[1]));
}
myprov$target:::query-start {
	printf("query-start %s %d size %d\n", copyinstr((uintptr_t)args[0]), args[1],
	    sizeof(args[1]));
}'
echo "status $?"
"$dtrace" -lv -c "$tmpdir/prog" -n 'myprov$target:::probe1,myprov$target:::query-start' |
	awk '/^ *[0-9]+ / { print $4, $5 } /args\[/ { $1 = $1; print }'
