#!/usr/bin/env bash
# Checks the .deb files in DIR (from tools/build-deb.sh): each package holds
# the files it must (dpkg-deb -c), the USDT development files only in
# ardent-dtrace-dev, nothing that would clash with another package (no
# sys/sdt.h, nothing in /usr/bin), and the runtime dependencies dtrace needs
# for -C and -G.  Paths are compared without a .gz suffix
# (dh_compress decides what to compress).
#   usage: check-deb-contents.sh DIR
set -euo pipefail
dir=$1
fail=0
deb_of() { ls "$dir"/"$1"_*.deb 2>/dev/null | head -n1; }

contents() {  # contents DEB: one path a line, directories with a trailing /
  dpkg-deb -c "$1" | awk '{print $6}' | sed -e 's|^\./|/|' -e 's|\.gz$||'
}

expect() {  # expect PACKAGE PATH...
  local pkg=$1; shift
  local deb list
  deb=$(deb_of "$pkg")
  if [[ -z $deb ]]; then echo "FAIL: no $pkg package in $dir"; fail=1; return; fi
  list=$(contents "$deb")
  for p in "$@"; do
    grep -qxF "$p" <<<"$list" || { echo "FAIL: $pkg lacks $p"; fail=1; }
  done
  if grep -E '^/usr/bin/|/sys/sdt\.h$' <<<"$list"; then
    echo "FAIL: $pkg ships a file that clashes with other packages"; fail=1
  fi
}

expect ardent-dtrace /usr/sbin/dtrace /usr/share/man/man8/dtrace.8 /usr/share/man/man7/d.7 \
  /usr/share/bash-completion/completions/dtrace \
  /usr/share/doc/ardent-dtrace/README.md /usr/share/doc/ardent-dtrace/NEWS.md \
  /usr/share/doc/ardent-dtrace/copyright
expect ardent-dtrace /usr/lib/dtrace/
expect ardent-dtrace-dev /usr/include/dtrace/sdt.h /usr/lib/dtrace/drti.o
expect ardent-dtprobed /usr/sbin/dtprobed /usr/share/man/man8/dtprobed.8 \
  /lib/systemd/system/dtprobed.service /lib/systemd/system/dtprobed.socket \
  /etc/init.d/dtprobed

deb=$(deb_of ardent-dtrace)
if [[ -n $deb ]]; then
  depends=$(dpkg-deb -f "$deb" Depends)
  for d in cpp binutils libbpf1 libelf1 libfmt9; do
    grep -q "\b$d\b" <<<"$depends" || { echo "FAIL: ardent-dtrace does not depend on $d"; fail=1; }
  done
fi
deb=$(deb_of ardent-dtrace)
if [[ -n $deb ]] && contents "$deb" | grep -E '^/usr/include/|\.o$'; then
  echo "FAIL: ardent-dtrace ships development files (they belong to ardent-dtrace-dev)"; fail=1
fi
if [[ -n $deb ]] && ! dpkg-deb -f "$deb" Suggests | grep -q '\bardent-dtrace-dev\b'; then
  echo "FAIL: ardent-dtrace does not suggest ardent-dtrace-dev"; fail=1
fi
deb=$(deb_of ardent-dtrace-dev)
if [[ -n $deb ]] && ! dpkg-deb -f "$deb" Depends | grep -q '\bardent-dtrace (= '; then
  echo "FAIL: ardent-dtrace-dev does not depend on its ardent-dtrace"; fail=1
fi
if ((fail)); then exit 1; fi
echo "ok: package contents and dependencies"
