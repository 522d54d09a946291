#!/bin/sh
# Compile time of a ~300-line D script (dtrace -e -s scripts/big.d) and
# startup of BEGIN { exit(0); } (wall, CPU, peak RSS), against bpftrace
# (--emit-elf on the twin scripts/big.bt). See README.md; all options:
# lib/bench.py --help
exec python3 "$(dirname "$0")/lib/bench.py" compile "$@"
