#!/usr/bin/env bash
# Builds the Debian packages (debian/) from a clean copy of this tree and
# checks what they hold.  Not part of ctest: it builds everything again
# (several minutes) and needs debhelper.  Run as root on Debian 12:
#
#   tools/build-deb.sh [--install [--purge]] [--out DIR] [--lock FILE]
#
# The copy holds the files git knows about plus new untracked ones (build
# directories and other ignored files are left out), so the packages build
# from the sources and nothing of a local build leaks in; outside a git
# checkout it is the tree without build*/, obj-*/ and .git.  The .deb files
# are left in DIR (default build-deb-out/).  The packages are unpacked
# (dpkg -x) into a temporary directory and tools/smoke-installed.sh runs
# their dtrace and dtprobed from there, so the machine is not changed.  With
# --install they are also installed with apt (which starts dtprobed through
# its init script when PID 1 is not systemd) and checked in place; --purge
# then removes them again (also when a check failed), which stops dtprobed
# and clears /run/dtrace, so the machine is as before (CI: .ci/run).
# --lock FILE holds flock(1) FILE from the first smoke test to the end
# (install and purge included), for machines where dtrace runs are
# serialised.  The package build runs without the unit and
# runtime tests, with -j$(nproc): about as long as one build of the tree.
set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD
out=$src/build-deb-out
install=0
purge=0
lock=
while (($#)); do
  case $1 in
    --install) install=1 ;;
    --purge) purge=1 ;;
    --out) out=$2; shift ;;
    --lock) lock=$2; shift ;;
    *) echo "usage: $0 [--install [--purge]] [--out DIR] [--lock FILE]" >&2; exit 2 ;;
  esac
  shift
done
packages=(ardent-dtrace ardent-dtrace-dev ardent-dtprobed)

tools/install-deps.sh
need=(debhelper dpkg-dev groff-base)
missing=()
for p in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}"
fi

work=$(mktemp -d)
installed=0
finish() {
  local status=$?
  if ((installed && purge)); then
    echo "== purging ${packages[*]}"
    if ! DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq "${packages[@]}"; then
      echo "FAIL: apt-get purge" >&2; status=1
    fi
    if [[ -e /run/dtprobed.pid || -e /run/dtrace ]]; then
      echo "FAIL: dtprobed left /run/dtprobed.pid or /run/dtrace behind" >&2; status=1
    fi
  fi
  rm -rf "$work"
  exit "$status"
}
trap finish EXIT
mkdir "$work/ardent"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  git ls-files -z --cached --others --exclude-standard |
    grep -zv -e '^build' -e '^obj-' |
    while IFS= read -r -d '' f; do [[ -e $f ]] && printf '%s\0' "$f"; done |
    tar --null -T - -cf - | tar -xf - -C "$work/ardent"
else
  tar --exclude='./build*' --exclude='./obj-*' --exclude=./.git -cf - . | tar -xf - -C "$work/ardent"
fi

# -j also sets DEB_BUILD_OPTIONS parallel= for dh; debian/rules builds no
# tests (DTRACE_TESTS=OFF), only the man page check runs.
(cd "$work/ardent" && dpkg-checkbuilddeps && dpkg-buildpackage -us -uc -b -j"$(nproc)")
mkdir -p "$out"
rm -f "$out"/*.deb
cp "$work"/*.deb "$out"/
echo "packages in $out:"
ls -l "$out"/*.deb

tools/check-deb-contents.sh "$out"
if command -v lintian >/dev/null; then
  lintian --tag-display-limit 0 "$work"/*.changes || echo "lintian reported the above"
fi
debs=()
for d in "$out"/*.deb; do [[ $d == *-dbgsym_* ]] || debs+=("$d"); done
mkdir "$work/root"
for d in "${debs[@]}"; do dpkg -x "$d" "$work/root"; done
if [[ -n $lock ]]; then
  # Released when this script exits (after the purge); what the smoke test
  # starts ends before that, and the init script's start-stop-daemon
  # closes every inherited descriptor.
  exec {lockfd}>>"$lock"
  echo "== waiting for $lock"
  flock "$lockfd"
fi
tools/smoke-installed.sh "$work/root/usr/sbin" "$work/root/lib/systemd/system"
if ((install)); then
  installed=1
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --reinstall "${debs[@]}"
  tools/smoke-installed.sh
fi
