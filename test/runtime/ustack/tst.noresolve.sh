#!/bin/bash
# ASSERTION: with -x noresolve, ustack() frames, usym() and uaddr() print
# as module:0xOFFSET, OFFSET counted from the start of the mapping that
# holds the address (Oracle's DTrace); usym() takes its function's start
# first, and umod() still prints the module.  Where the text segment is
# mapped follows from readelf: the mapping starts at its page.
dtrace=$1
trigger=$DTRACE_TRIGGERS/pid-funcs
inner=$(nm "$trigger" | awk '$3 == "inner" { print $1 }')
text=$(readelf -lW "$trigger" | awk '$1 == "LOAD" && $8 == "E" { print $3 }')
off=$(printf '%x' $((0x$inner - (text & ~0xfff))))
off3=$(printf '%x' $((0x$inner - (text & ~0xfff) + 3)))
"$dtrace" -x noresolve -q -c "$trigger 1" -n '
pid$target:a.out:inner:entry
{
	ustack(1);
	@s[usym(uregs[R_PC] + 3), umod(uregs[R_PC])] = count();
	@a[uaddr(uregs[R_PC] + 3)] = count();
}' | sed "s/:0x$off3\\b/:<inner+3>/; s/:0x$off\\b/:<inner>/"
echo "status ${PIPESTATUS[0]}"
