#!/usr/bin/env bash
# Smoke test of an installed Ardent (the packages of tools/build-deb.sh, or
# `cmake --install`): /usr/sbin/dtrace traces BEGIN, compiles the D
# libraries of its install prefix's lib/dtrace and of -L, a USDT program is
# built with dtrace -h and -G and traced with -c, another with the installed
# <dtrace/sdt.h> (the -dev package, which also holds drti.o), dtprobed
# started by hand (PID 1 need not be systemd) accepts a program's
# registration, and the systemd units verify where systemd-analyze exists.
# Run as root.
#   usage: smoke-installed.sh [SBINDIR [UNITDIR]]
#          (defaults /usr/sbin and /lib/systemd/system; the headers and
#          lib/dtrace are found next to SBINDIR: SBINDIR/../include ...)
set -euo pipefail
sbin=${1:-/usr/sbin}
units=${2:-/lib/systemd/system}
dtrace=$sbin/dtrace
dtprobed=$sbin/dtprobed
prefix=$(cd "$sbin/.." && pwd)
incdir=$prefix/include
libdir=$prefix/lib/dtrace
tmp=$(mktemp -d)
daemon=
syslib=
cleanup() {
  if [[ -n $daemon ]]; then kill "$daemon" 2>/dev/null || true; wait "$daemon" 2>/dev/null || true; fi
  if [[ -n $syslib ]]; then rm -f "$syslib"; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
step() { echo "== $*"; }

step "dtrace -V, --version"
"$dtrace" -V
[[ $("$dtrace" --version) == $("$dtrace" -V) ]] || { echo "FAIL: --version differs from -V"; exit 1; }

step "BEGIN"
out=$("$dtrace" -q -n 'BEGIN { trace("hello, world"); exit(0); }')
[[ $out == "hello, world" ]] || { echo "FAIL: BEGIN printed '$out'"; exit 1; }
echo "$out"

step "D libraries: $libdir and -L"
[[ -d $libdir ]] || { echo "FAIL: no $libdir"; exit 1; }
syslib=$libdir/ardent-smoke-$$.d
echo 'inline int ardent_smoke_sys = 7;' >"$syslib"
mkdir "$tmp/lib"
echo 'inline int ardent_smoke_user = 6;' >"$tmp/lib/user.d"
out=$("$dtrace" -q -L "$tmp/lib" -n 'BEGIN { printf("%d", ardent_smoke_sys * ardent_smoke_user); exit(0); }')
[[ $out == 42 ]] || { echo "FAIL: D libraries printed '$out'"; exit 1; }
rm -f "$syslib"
syslib=
if "$dtrace" -L "$tmp/no-such-dir" -n 'BEGIN { exit(0); }' 2>"$tmp/err"; then
  echo "FAIL: a missing -L directory was accepted"; exit 1
fi
grep -q "failed to open D library directory" "$tmp/err" || { cat "$tmp/err"; exit 1; }
echo "$out"

step "USDT: dtrace -h, -G, -c"
cat >"$tmp/prov.d" <<'D'
provider smoke {
	probe tick(int);
};
D
cat >"$tmp/app.c" <<'C'
#include <unistd.h>
#include "prov.h"
int main(void) {
	for (int i = 1; i <= 3; i++) SMOKE_TICK(i);
	return 0;
}
C
(cd "$tmp" && "$dtrace" -h -s prov.d && cc -c app.c && "$dtrace" -G -s prov.d app.o &&
 cc -o app app.o prov.o)
out=$("$dtrace" -q -c "$tmp/app" -n 'smoke$target:::tick { printf("%d ", arg0); }')
[[ $out == "1 2 3 "* ]] || { echo "FAIL: USDT printed '$out'"; exit 1; }
echo "$out"

step "USDT: <dtrace/sdt.h> from $incdir, drti.o in $libdir"
[[ -f $incdir/dtrace/sdt.h ]] || { echo "FAIL: no $incdir/dtrace/sdt.h"; exit 1; }
readelf -h "$libdir/drti.o" | grep -q 'REL (Relocatable file)' ||
  { echo "FAIL: $libdir/drti.o is not a relocatable object"; exit 1; }
cat >"$tmp/sdtapp.c" <<'C'
#include <dtrace/sdt.h>
int main(void) {
	for (int i = 1; i <= 3; i++) DTRACE_PROBE1(smoke, tick, i * 10);
	return 0;
}
C
(cd "$tmp" && cc -I"$incdir" -c sdtapp.c && "$dtrace" -G -s prov.d -o sdtprov.o sdtapp.o &&
 cc -o sdtapp sdtapp.o sdtprov.o)
out=$("$dtrace" -q -c "$tmp/sdtapp" -n 'smoke$target:::tick { printf("%d ", arg0); }')
[[ $out == "10 20 30 "* ]] || { echo "FAIL: sdt.h USDT printed '$out'"; exit 1; }
echo "$out"

step "dtprobed by hand"
mkdir "$tmp/root"
"$dtprobed" --root "$tmp/root" -F &
daemon=$!
for _ in $(seq 50); do [[ -S $tmp/root/helper.sock ]] && break; sleep 0.1; done
cat >"$tmp/wait.c" <<'C'
#include <unistd.h>
#include "prov.h"
int main(void) { SMOKE_TICK(0); sleep(2); return 0; }
C
(cd "$tmp" && cc -c wait.c && "$dtrace" -G -s prov.d -o waitprov.o wait.o &&
 cc -o wait wait.o waitprov.o)
DTRACE_DOF_INIT_SOCKET=$tmp/root/helper.sock "$tmp/wait" &
prog=$!
sleep 1
[[ -d $tmp/root/probes/$prog ]] || { echo "FAIL: dtprobed did not stash pid $prog"; exit 1; }
echo "pid $prog registered"
wait "$prog"

if command -v systemd-analyze >/dev/null && [[ -f $units/dtprobed.service ]]; then
  step "systemd-analyze verify"
  # Only the units' own syntax: ExecStart= names /usr/sbin/dtprobed, which
  # need not exist when checking an unpacked package.
  out=$(systemd-analyze verify "$units/dtprobed.socket" "$units/dtprobed.service" 2>&1 || true)
  if grep -v -e 'is not executable' -e "Command 'man " <<<"$out" | grep .; then
    echo "FAIL: systemd-analyze verify"; exit 1
  fi
fi
echo "ok: installed dtrace and dtprobed work"
