#!/bin/bash
# ASSERTION: a pid probe on the instruction offset of a USDT site and the
# USDT probe itself, enabled together, both fire (design/usdt.md 7 check
# 21): pid$target:prog:main:OFF and myprov$target:::probe1 share the one
# site, each clause sees its own probe name and the probe's arguments.
source "$(dirname "$0")/build.sh"
build_prog
# The offset in main of its first five-NOP site: MYPROV_PROBE1(42, "hello").
off=$(python3 - "$tmpdir/prog" "$(nm "$tmpdir/prog" | awk '$3 == "main" { print $1 }')" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
main = int(sys.argv[2], 16)
phoff, = struct.unpack_from("<Q", data, 32)
phentsize, phnum = struct.unpack_from("<HH", data, 54)
for i in range(phnum):
    p_type, flags, off, vaddr, _, filesz = struct.unpack_from("<IIQQQQ", data, phoff + i * phentsize)
    if p_type == 1 and flags & 1 and vaddr <= main < vaddr + filesz:
        start = main - vaddr + off
        print("%x" % (data.index(b"\x90" * 5, start) - start))
PY
)
[ -n "$off" ] || { echo "no site found"; exit 1; }
"$dtrace" -q -c "$tmpdir/prog" -n '
pid$target:prog:main:'$off' { printf("pid %s %s %d\n", probefunc, probename == "'$off'" ? "OFF" : probename, uregs[R_RDI]); }
myprov$target:::probe1 { printf("usdt %s %s %d %s\n", probefunc, probename, arg0, copyinstr(arg1)); }' | sort
echo "status ${PIPESTATUS[0]}"
