#!/bin/bash
# ASSERTION: in a stripped program whose symbols were kept in a separate
# debug file (found by .gnu_debuglink, or by build id under /usr/lib/debug,
# where debug packages install them), user stacks and ufunc() name its
# static functions from that file; without one, the address has no name.
dtrace=$1
tmpdir=$(mktemp -d /tmp/ustack-debug.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cat > "$tmpdir/spin.c" <<'SRC'
volatile long sink;
static __attribute__((noinline)) void hidden_spin(void) { for (;;) sink++; }
int main(void) { hidden_spin(); return 0; }
SRC
(cd "$tmpdir" &&
	gcc -O0 -g -fno-omit-frame-pointer -o spin spin.c &&
	objcopy --only-keep-debug spin spin.debug &&
	strip --strip-all spin &&
	cp spin spin-nodebug &&
	objcopy --add-gnu-debuglink=spin.debug spin) || { echo "build failed"; exit 1; }
script='profile-997 /pid == $target/ { ustack(1); exit(0); }'
"$dtrace" -q -c "$tmpdir/spin" -n "$script" | sed -E 's/\+0x[0-9a-f]+$/+<off>/'
echo "status ${PIPESTATUS[0]}"
"$dtrace" -q -c "$tmpdir/spin-nodebug" -n "$script" | sed -E 's/`0x[0-9a-f]+$/`<addr>/'
echo "status ${PIPESTATUS[0]}"
