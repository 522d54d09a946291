#!/bin/bash
# ASSERTION: --version prints what -V prints and exits 0.
dtrace=$1

"$dtrace" --version
echo "status $?"
