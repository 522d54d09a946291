#!/usr/bin/env bash
# Installs what the benchmark suite needs on top of tools/install-deps.sh:
# clang and bpftool for the floor's BPF object and vmlinux.h, libbpf-dev
# (>= 0.8, for USDT attach) and libelf/zlib for the floor loader,
# systemtap-sdt-dev for <sys/sdt.h> in the USDT workload, and bpftrace,
# the peer tracer the suite compares against. Debian 12 package names.
set -euo pipefail
pkgs=(gcc make python3 clang bpftool libbpf-dev libelf-dev zlib1g-dev
      systemtap-sdt-dev bpftrace)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}"
fi
