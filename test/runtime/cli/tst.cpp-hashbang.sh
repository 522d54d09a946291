#!/bin/bash
# ASSERTION: with -C, a script's "#!" interpreter line is not given to
# cpp; the lines after it keep their numbers (an error on line 6 says so).
dtrace=$1

dir=$(mktemp -d)
printf '#!/usr/sbin/dtrace -Cqs\n#define GREETING "hello"\n#if 0\nnot D at all\n#endif\nBEGIN { printf("%%s\\n", GREETING); exit(0); }\n' > "$dir/ok.d"
"$dtrace" -Cqs "$dir/ok.d"
echo "status $?"
printf '#!/usr/sbin/dtrace -Cqs\n\n\n\n\nBEGIN { x = ; }\n' > "$dir/bad.d"
"$dtrace" -Cqs "$dir/bad.d" 2>&1 | sed "s|$dir|DIR|"
echo "status ${PIPESTATUS[0]}"
rm -rf "$dir"
