#!/bin/sh
# One benchmark of the suite (see README.md); all options: lib/bench.py --help
exec python3 "$(dirname "$0")/lib/bench.py" pidmany "$@"
