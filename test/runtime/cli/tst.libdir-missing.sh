#!/bin/bash
# ASSERTION: a -L (or -x libdir) directory that does not exist is an error
# naming it (exit 1); a D library that fails to compile names its file.
dtrace=$1
lib=$(mktemp -d)
trap 'rm -rf "$lib"' EXIT

"$dtrace" -L /nonexistent/ardent-lib -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -x libdir=/nonexistent/ardent-lib -n 'BEGIN { exit(0); }'
echo "status $?"
echo 'inline int broken = ;' >"$lib/broken.d"
"$dtrace" -L "$lib" -n 'BEGIN { exit(0); }' 2>&1 | sed "s|$lib|LIB|"
echo "status ${PIPESTATUS[0]}"
