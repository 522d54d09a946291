#!/bin/bash
# ASSERTION: -G objects also link into a non-PIE executable, whose probes
# fire with the right arguments; the rewritten object keeps no relocation
# against a __dtrace symbol other than R_X86_64_NONE (they let -G run
# again on it) and the linked program has no executable stack.
cflags="-fno-pie" ldflags="-no-pie"
source "$(dirname "$0")/build.sh"
build_prog
readelf -rW "$tmpdir/prog.o" | grep '__dtrace' | grep -vc R_X86_64_NONE | sed 's/^/live relocations naming __dtrace: /'
readelf -lW "$tmpdir/prog" | awk '$1 == "GNU_STACK" { print "stack", $7 }'
readelf -SW "$tmpdir/prov.o" | grep -q '\.SUNW_dof .*LOOS+0xffffff4' && echo "prov.o has .SUNW_dof"
"$dtrace" -q -c "$tmpdir/prog" -n 'myprov$target:::probe1 { printf("%s %d %s\n", probefunc, arg0, copyinstr(arg1)); }'
echo "status $?"
