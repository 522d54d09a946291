#!/bin/bash
# ASSERTION: -s naming a directory is "failed to open DIR: Is a directory"
# (exit 1), not a compile of an empty program.
dtrace=$1

dir=$(mktemp -d)
"$dtrace" -s "$dir" 2>&1 | sed "s|$dir|DIR|"
echo "status ${PIPESTATUS[0]}"
rmdir "$dir"
