#!/usr/bin/env bash
# Installs the Debian 12 packages the project builds and tests with:
# the toolchain and libraries, python3 for the runtime test runner and
# bpftool for its check that no BPF object outlives a test.
set -euo pipefail
pkgs=(cmake g++ make pkg-config python3 libbpf-dev libelf-dev libdw-dev libfmt-dev
      libcli11-dev doctest-dev linux-libc-dev libc6-dev clang libclang-rt-14-dev binutils cpp bpftool
      libcapstone-dev groff-base)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}"
fi
