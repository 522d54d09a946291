#!/bin/bash
# ASSERTION: a program built with dtrace -h / -G (PIE, gcc's default) is
# traced with dtrace -c: every probe fires once in main (or the static
# function helper) with its arguments, including stack-passed ones, and
# the translated argument list of place(10, 4) gives 4 10 10 4.
source "$(dirname "$0")/build.sh"
build_prog
"$dtrace" -q -c "$tmpdir/prog" -n '
myprov$target:::probe1 {
	printf("%s:%s:%s %d %s\n", probemod, probefunc, probename, arg0, copyinstr(arg1));
}
myprov$target:::probe2 { printf("%s:%s\n", probefunc, probename); }
myprov$target:::query-start { printf("%s %s %d\n", probename, copyinstr(arg0), arg1); }
myprov$target:::allargs {
	printf("%d %d %d %d %d %d %d %d %d %d\n", arg0, arg1, arg2, arg3, arg4,
	    arg5, arg6, arg7, arg8, arg9);
}
myprov$target:::place { printf("%s %d %d %d %d\n", probefunc, arg0, arg1, arg2, arg3); }
myprov$target:::place { printf("provider ok %d\n", probeprov == strjoin("myprov", lltostr(pid))); }
'
echo "status $?"
