#!/bin/bash
# ASSERTION: -V prints the product's D version and exits 0.
dtrace=$1

"$dtrace" -V
echo "status $?"
