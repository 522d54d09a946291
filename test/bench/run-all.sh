#!/bin/sh
# Runs the whole benchmark suite side by side: one or more dtrace builds,
# bpftrace and the hand-written libbpf floor. By hand only (not in ctest/CI).
#   test/bench/run-all.sh [--dtrace [LABEL=]PATH]... [--bpftrace [LABEL=]PATH] [other bench.py options]
# Examples:
#   test/bench/run-all.sh --dtrace ours=build/cmd/dtrace
#   test/bench/run-all.sh --dtrace new=./build/cmd/dtrace --dtrace old=/path/to/other/dtrace --runs 9
# Options not understood by a benchmark are rejected by bench.py; all of them
# accept the common ones (--dtrace, --dtrace-opt, --bpftrace, --bpftrace-opt,
# --no-bpftrace, --no-floor, --runs, -n, --cpu, --timeout, --out, -v).
# Env: BENCHES="startup syscall keyed uprobe usdt stream compile aggprint pidmany" picks a subset.
# "register" (11-usdt-register.sh) is not in the default list: it needs
# `make dof DTRACE=...` and --dtprobed PATH (which also adds usdt's DOF case).
set -e
HERE=$(cd "$(dirname "$0")" && pwd)
[ -d /sys/kernel/tracing/events ] || mount -t tracefs nodev /sys/kernel/tracing
make -s -C "$HERE" >/dev/null
OUT="$HERE/results"
prev=
for a in "$@"; do case "$prev" in --out) OUT=$a;; esac; prev=$a; done
mkdir -p "$OUT"
: > "$OUT/summary.md"
{
  echo "# Tracer benchmark run $(date -u +%Y-%m-%dT%H:%MZ)"
  echo
  echo "host: $(uname -r), $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2)"
  echo "args: $*"
  echo
} >> "$OUT/summary.md"
for b in ${BENCHES:-startup syscall keyed uprobe usdt stream compile aggprint pidmany}; do
  python3 "$HERE/lib/bench.py" "$b" "$@" 2> "$OUT/$b.log" | tee -a "$OUT/summary.md" || echo "benchmark $b failed, see $OUT/$b.log"
done
echo "results: $OUT/summary.md (per-benchmark .md/.json/.log in $OUT)"
