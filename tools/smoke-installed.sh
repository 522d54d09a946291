#!/usr/bin/env bash
# Smoke test of an installed Ardent (the packages of tools/build-deb.sh, or
# `cmake --install`): /usr/sbin/dtrace traces BEGIN, a USDT program is built
# with dtrace -h and -G and traced with -c, dtprobed started by hand (PID 1
# need not be systemd) accepts the program's registration, and the systemd
# units verify where systemd-analyze exists.  Run as root.
#   usage: smoke-installed.sh [SBINDIR [UNITDIR]]
#          (defaults /usr/sbin and /lib/systemd/system)
set -euo pipefail
sbin=${1:-/usr/sbin}
units=${2:-/lib/systemd/system}
dtrace=$sbin/dtrace
dtprobed=$sbin/dtprobed
tmp=$(mktemp -d)
daemon=
cleanup() {
  if [[ -n $daemon ]]; then kill "$daemon" 2>/dev/null || true; wait "$daemon" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
step() { echo "== $*"; }

step "dtrace -V"
"$dtrace" -V

step "BEGIN"
out=$("$dtrace" -q -n 'BEGIN { trace("hello, world"); exit(0); }')
[[ $out == "hello, world" ]] || { echo "FAIL: BEGIN printed '$out'"; exit 1; }
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
