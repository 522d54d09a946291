#!/bin/sh
# One benchmark of the suite (see README.md); all options: lib/bench.py --help
# Needs `make -C test/bench dof DTRACE=...` and --dtprobed PATH.
exec python3 "$(dirname "$0")/lib/bench.py" register "$@"
