#!/bin/bash
# ASSERTION: an unknown option is a usage error: glibc getopt's message (as
# Oracle's dtrace prints it on Linux), then the usage text, all on stderr;
# nothing on stdout; exit status 2.
dtrace=$1

# Run it as plain "dtrace" (argv[0]), as users do: getopt's message and the
# usage text both name the program by argv[0].
PATH=$(dirname "$dtrace"):$PATH

out=$(dtrace -k 2>/dev/null)
echo "status $?"
echo "stdout: [$out]"
dtrace -k 2>&1 >/dev/null | head -n 2
