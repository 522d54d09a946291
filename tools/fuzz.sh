#!/usr/bin/env bash
# Fuzzes the D lexer and parser: configures and builds a separate clang build
# with -DDTRACE_FUZZ=ON (libFuzzer, ASan, UBSan), then runs parse_fuzz from the
# seed corpus test/fuzz/corpus/ for N seconds (default 60).  With
# DTRACE_FUZZ_TARGET=dof_fuzz it fuzzes the DOF parser (seeds in
# test/fuzz/corpus-dof/), with stapsdt_fuzz the stapsdt note and argspec
# parser (no seeds).  DTRACE_FUZZ_TARGET may name several targets
# (space-separated, or "all" for the three): they are built together and
# run side by side, each for N seconds, so that CI fuzzes every parser
# for the full time without waiting N seconds per target; each one's
# output goes to <build>/logs/<target>.log and is summed up at the end.
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
targets="${DTRACE_FUZZ_TARGET:-parse_fuzz}"
[ "$targets" = all ] && targets="parse_fuzz dof_fuzz stapsdt_fuzz"
read -r -a targets <<<"$targets"
seeds() {
  case "$1" in
    parse_fuzz) echo test/fuzz/corpus ;;
    dof_fuzz) echo test/fuzz/corpus-dof ;;
    stapsdt_fuzz) ;;
    *) echo "fuzz.sh: unknown target $1" >&2; return 2 ;;
  esac
}
for t in "${targets[@]}"; do seeds "$t" >/dev/null || exit 2; done

CC=clang CXX=clang++ cmake -S . -B "$build" -DDTRACE_FUZZ=ON -DDTRACE_TESTS=OFF \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$build" --target "${targets[@]}" -j"$(nproc)"

mkdir -p "$build/artifacts" "$build/logs"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# fuzz TARGET [extra flags]: one libFuzzer run of $seconds.
fuzz() {
  local target=$1
  shift
  mkdir -p "$build/corpus/$target"
  # shellcheck disable=SC2046  # seeds: zero or one directory, no spaces
  "$build/test/fuzz/$target" \
    -max_total_time="$seconds" -max_len=4096 -timeout=5 -rss_limit_mb=2048 \
    -artifact_prefix="$build/artifacts/$target-" -print_final_stats=1 "$@" \
    "$build/corpus/$target" $(seeds "$target")
}
if ((${#targets[@]} == 1)); then
  fuzz "${targets[0]}" "$@"
  exit
fi
declare -A pids
for t in "${targets[@]}"; do
  fuzz "$t" "$@" >"$build/logs/$t.log" 2>&1 &
  pids[$t]=$!
done
status=0
for t in "${targets[@]}"; do
  if wait "${pids[$t]}"; then
    echo "== $t: no crash in $seconds s, $(grep '^stat::number_of_executed_units' \
      "$build/logs/$t.log" | awk '{ print $2 }') inputs"
  else
    echo "== $t: FAILED, its log ($build/logs/$t.log):" >&2
    cat "$build/logs/$t.log" >&2
    status=1
  fi
done
exit "$status"
