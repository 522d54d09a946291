#!/usr/bin/env bash
# Builds the Debian packages (debian/) from a clean copy of this tree and
# checks what they hold.  Not part of ctest: it builds everything again
# (several minutes) and needs debhelper.  Run as root on Debian 12:
#
#   tools/build-deb.sh [--install] [--out DIR]
#
# The copy holds the files git knows about plus new untracked ones (build
# directories and other ignored files are left out), so the packages build
# from the sources and nothing of a local build leaks in.  The .deb files
# are left in DIR (default build-deb-out/).  The packages are unpacked
# (dpkg -x) into a temporary directory and tools/smoke-installed.sh runs
# their dtrace and dtprobed from there, so the machine is not changed.  With
# --install they are also installed with apt (which starts dtprobed through
# its init script when PID 1 is not systemd) and checked in place.
set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD
out=$src/build-deb-out
install=0
while (($#)); do
  case $1 in
    --install) install=1 ;;
    --out) out=$2; shift ;;
    *) echo "usage: $0 [--install] [--out DIR]" >&2; exit 2 ;;
  esac
  shift
done

tools/install-deps.sh
need=(debhelper dpkg-dev groff-base)
missing=()
for p in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/ardent"
git ls-files -z --cached --others --exclude-standard |
  grep -zv -e '^build' -e '^obj-' |
  while IFS= read -r -d '' f; do [[ -e $f ]] && printf '%s\0' "$f"; done |
  tar --null -T - -cf - | tar -xf - -C "$work/ardent"

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
tools/smoke-installed.sh "$work/root/usr/sbin" "$work/root/lib/systemd/system"
if ((install)); then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --reinstall "${debs[@]}"
  tools/smoke-installed.sh
fi
