#!/bin/bash
# ASSERTION: an option without its argument is a usage error (exit 2).
dtrace=$1

# Run it as plain "dtrace" (argv[0]), as users do: getopt's message and the
# usage text both name the program by argv[0].
PATH=$(dirname "$dtrace"):$PATH

out=$(dtrace -s 2>/dev/null)
echo "status $?"
echo "stdout: [$out]"
dtrace -s 2>&1 >/dev/null | head -n 2
