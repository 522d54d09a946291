#!/usr/bin/env bash
# Fuzzes the D lexer and parser: configures and builds a separate clang build
# with -DDTRACE_FUZZ=ON (libFuzzer, ASan, UBSan), then runs parse_fuzz from the
# seed corpus test/fuzz/corpus/ for N seconds (default 60).  With
# DTRACE_FUZZ_TARGET=dof_fuzz it fuzzes the DOF parser (seeds in
# test/fuzz/corpus-dof/), with stapsdt_fuzz the stapsdt note and argspec
# parser (no seeds).
#
#   [DTRACE_FUZZ_TARGET=...] tools/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#
# The build goes to $DTRACE_FUZZ_BUILD (default build/fuzz); new inputs the
# fuzzer finds go to <build>/corpus/<target>, never into the source tree.  A
# crash, leak or timeout leaves its reproducer in <build>/artifacts/ and
# makes the script exit non-zero; reproduce with `<build>/test/fuzz/<target>
# FILE`.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
build="${DTRACE_FUZZ_BUILD:-build/fuzz}"
target="${DTRACE_FUZZ_TARGET:-parse_fuzz}"
case "$target" in
  parse_fuzz) seeds=(test/fuzz/corpus) ;;
  dof_fuzz) seeds=(test/fuzz/corpus-dof) ;;
  stapsdt_fuzz) seeds=() ;;
  *) echo "fuzz.sh: unknown target $target" >&2; exit 2 ;;
esac

CC=clang CXX=clang++ cmake -S . -B "$build" -DDTRACE_FUZZ=ON -DDTRACE_TESTS=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --target "$target" -j"$(nproc)"

mkdir -p "$build/corpus/$target" "$build/artifacts"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
"$build/test/fuzz/$target" \
  -max_total_time="$seconds" -max_len=4096 -timeout=5 -rss_limit_mb=2048 \
  -artifact_prefix="$build/artifacts/" -print_final_stats=1 "$@" \
  "$build/corpus/$target" "${seeds[@]}"
