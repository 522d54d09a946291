#!/bin/bash
# ASSERTION: with -x errcontext a compile error is followed by the script
# line with a caret under the column, and a hint for common mistakes (a
# user-space string read without copyinstr(), a description that matches
# nothing, a destructive action without -w).  Without it, and stderr not a
# terminal, only DTrace's own line is printed.
dtrace=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
printf 'BEGIN\n{\n\tprintf("%%s\\n", arg0);\n}\n' > bad.d

"$dtrace" -x errcontext -s bad.d 2>&1
echo "status $?"
"$dtrace" -x errcontext -n 'BEGIN { x = y + ; }' 2>&1
echo "status $?"
"$dtrace" -x errcontext -n 'syscall::no_such_syscall:entry' 2>&1
echo "status $?"
"$dtrace" -x errcontext -n 'BEGIN { system("true"); }' 2>&1
echo "status $?"
"$dtrace" -s bad.d 2>&1
echo "status $?"
