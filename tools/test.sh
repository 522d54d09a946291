#!/usr/bin/env bash
# The README's test command: install dependencies, build from scratch with
# warnings as errors, and run every test (unit and runtime, real BPF, as root).
# Exits non-zero when the build or any test fails; ctest prints the summary.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
tools/mount-fs.sh
rm -rf build
cmake -S . -B build -DDTRACE_WERROR=ON
cmake --build build -j"$(nproc)"
# The fuzz targets of the D parser, the DOF parser and the stapsdt parser,
# 60 s each, side by side (a separate clang build), before ctest so that
# ctest's summary is the last thing printed.
DTRACE_FUZZ_TARGET=all tools/fuzz.sh 60
cd build
ctest --output-on-failure -j"$(nproc)"
