#!/bin/bash
# ASSERTION: a -n description that matches no probe is an error (exit 1).
dtrace=$1

"$dtrace" -n foo:bar:baz:qux
echo "status $?"
