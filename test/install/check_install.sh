#!/usr/bin/env bash
# Installs the build tree BUILD into a temporary DESTDIR with prefix /usr
# and checks the result: the list of installed files equals EXPECTED (one
# path a line, relative to DESTDIR, sorted), every program is executable,
# and the installed dtrace prints its version with -V and --version.
#   usage: check_install.sh BUILD EXPECTED
set -euo pipefail
build=$1
expected=$2
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT

DESTDIR=$dest cmake --install "$build" --prefix /usr >/dev/null
(cd "$dest" && find . -type f -o -type l | sed 's|^\./||' | LC_ALL=C sort) >"$dest.list"
trap 'rm -rf "$dest" "$dest.list"' EXIT
if ! diff -u "$expected" "$dest.list"; then
  echo "FAIL: installed files differ from $expected" >&2
  exit 1
fi
for p in usr/sbin/dtrace usr/sbin/dtprobed; do
  [[ -x $dest/$p ]] || { echo "FAIL: $p is not executable" >&2; exit 1; }
done
version=$("$dest/usr/sbin/dtrace" -V)
if [[ $version != "dtrace: Ardent D 2.0" ]]; then
  echo "FAIL: installed dtrace -V printed '$version'" >&2
  exit 1
fi
if [[ $("$dest/usr/sbin/dtrace" --version) != "$version" ]]; then
  echo "FAIL: installed dtrace --version differs from -V" >&2
  exit 1
fi
if "$dest/usr/sbin/dtprobed" --no-such-option 2>/dev/null; then
  echo "FAIL: installed dtprobed accepted a bad option" >&2
  exit 1
fi
echo "ok: $(wc -l <"$expected") files installed, $version"
