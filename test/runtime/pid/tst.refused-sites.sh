#!/bin/bash
# ASSERTION: an offset glob leaves out the instructions the kernel refuses
# uprobes on (a LOCK prefix, a CS segment override as in "cs nopw"
# padding, an AVX instruction whose opcode byte is an I/O one to the
# kernel's decoder: vpxor, 0f ef) and probes the others (syscall, vpor);
# the glob then enables at once instead of searching for the refused sites
# one failed attach at a time.  Named exactly, such a site is still an
# error.
dtrace=$1
tmpdir=$(mktemp -d /tmp/pid-refused.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cat > "$tmpdir/sites.c" <<'C'
#include <unistd.h>
/* Offsets: 0 lock cmpxchg, 4 cs nopl, d vpxor, 11 vpor, 15 nop, 16 ret. */
__asm__(".text\n.globl sites\n.type sites, @function\nsites:\n"
	".byte 0xf0,0x0f,0xb1,0x17\n"
	".byte 0x2e,0x0f,0x1f,0x84,0x00,0x00,0x00,0x00,0x00\n"
	".byte 0xc5,0xf9,0xef,0xc0\n"
	".byte 0xc5,0xf9,0xeb,0xc0\n"
	"nop\nret\n.size sites, .-sites\n");
int main(void) { usleep(300000); return 0; }
C
gcc -o "$tmpdir/sites" "$tmpdir/sites.c" || { echo "build failed"; exit 1; }
"$dtrace" -l -n 'pid$target:a.out:sites:' -c "$tmpdir/sites" | awk 'NR > 1 { print $4, $5 }'
"$dtrace" -q -n 'pid$target:a.out:sites: {} BEGIN { printf("enabled\n"); exit(0); }' \
	-c "$tmpdir/sites"
echo "status $?"
"$dtrace" -q -n 'pid$target:a.out:sites:d {}' -c "$tmpdir/sites" 2>&1 |
	sed "s|$tmpdir|TMP|; s/0x[0-9a-f]*/OFF/"
echo "status ${PIPESTATUS[0]}"
