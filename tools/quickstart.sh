#!/usr/bin/env bash
# The README's first command: install dependencies, build, and trace
# "hello, world" from a BEGIN probe.  Run as root on Debian 12.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
tools/mount-fs.sh
cmake -S . -B build -DDTRACE_WERROR=ON
cmake --build build -j"$(nproc)"
build/cmd/dtrace -n 'BEGIN { trace("hello, world"); exit(0); }'
