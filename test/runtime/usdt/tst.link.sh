#!/bin/bash
# ASSERTION: what dtrace -G leaves behind (design/usdt.md 7 checks 2-4):
# every probe call site is five NOPs, a tail call ret and four NOPs, the
# relocations naming __dtrace symbols are R_X86_64_NONE; prov.o holds a
# hidden global __SUNW_dof; -x linktype=dof writes the same DOF bytes raw,
# version 1 without is-enabled sites and 3 with them; probes in a static,
# a weak and a tail-calling function, in two objects linked together,
# fire with their own function names; a probe or provider the .d file
# does not declare is a link error.
source "$(dirname "$0")/build.sh"
cd "$tmpdir" || exit 1
cat > a.c <<'C'
#include "prov.h"
extern void other(int);
void __attribute__((weak, noinline)) weakfn(void) { MYPROV_PROBE1(2, "weak"); }
static void __attribute__((noinline, noclone)) statfn(int x) { MYPROV_PROBE1(x, "static"); }
void __attribute__((noinline)) tailfn(void) { MYPROV_PROBE2(); }
int main(void) {
	int n = 0;
	if (MYPROV_PROBE2_ENABLED())
		n++;
	MYPROV_PROBE1(1, "main");
	weakfn();
	statfn(3);
	tailfn();
	other(4);
	return n > 1;
}
C
cat > b.c <<'C'
#include "prov.h"
void __attribute__((noinline)) other(int x) { MYPROV_PROBE1(x, "other"); }
C
printf '#include "prov.h"\nint main(void) { MYPROV_PROBE2(); return 0; }\n' > plain.c
"$dtrace" -h -s prov.d || exit 1
for f in a b plain; do gcc -O2 -fno-reorder-functions -c $f.c || exit 1; done
cp plain.o plain2.o
"$dtrace" -G -s prov.d a.o b.o && gcc -o prog a.o b.o prov.o || { echo "build failed"; exit 1; }
for o in a.o b.o; do
	objcopy -O binary --only-section=.text $o $o.text
	readelf -rW $o | awk '/^Relocation section/ { text = ($3 == "'"'"'.rela.text'"'"'") }
		text && $5 ~ /^__dtrace/ { print "'$o'", $1, $3, $5 }'
done | while read -r o off type sym; do
	echo "${sym%%_myprov*} $type $(od -An -tx1 -j $((16#$off - 1)) -N5 $o.text | tr -d ' ')"
done | sort | uniq -c | awk '{ $1 = ""; print substr($0, 2) }' > sites
cat sites
readelf -sW prov.o | awk '$8 == "__SUNW_dof" { print $8, $5, $6 }'
"$dtrace" -G -x linktype=dof -s prov.d -o raw.dof a.o b.o || exit 1
objcopy -O binary --only-section=.SUNW_dof --set-section-flags .SUNW_dof=alloc prov.o sec.dof
cmp -s raw.dof sec.dof && echo "linktype=dof: the DOF of prov.o"
echo "raw DOF ident: $(od -An -tx1 -N8 raw.dof)"
"$dtrace" -G -x linktype=dof -s prov.d -o plain.dof plain2.o &&
	echo "without is-enabled sites: version $(od -An -tu1 -j6 -N1 plain.dof | tr -d ' ')"
"$dtrace" -q -c ./prog -n 'myprov$target:::probe1, myprov$target:::probe2 {
	printf("%s %s", probefunc, probename);
}
myprov$target:::probe1 { printf(" %d %s", arg0, copyinstr(arg1)); }
myprov$target:::probe1, myprov$target:::probe2 { printf("\n"); }'
echo "status $?"
echo "-- undeclared probe and provider"
printf 'void __dtrace_myprov___nosuch(void);\nvoid f(void) { __dtrace_myprov___nosuch(); }\n' > np.c
printf 'void __dtrace_noprov___x(void);\nvoid g(void) { __dtrace_noprov___x(); }\n' > nprov.c
gcc -c np.c && gcc -c nprov.c || exit 1
"$dtrace" -G -s prov.d -o np-dof.o np.o && echo "undeclared probe linked"
"$dtrace" -G -s prov.d -o nprov-dof.o nprov.o && echo "undeclared provider linked"
exit 0
