# ASSERTION: a script with nothing but comments and pragmas is an empty
# translation unit, an error even with -e (compile only), as in DTrace; with
# -x empty it compiles, and then matches no probe: without -Z that is an
# error ("no probes matched", status 1); with -e it is not, as nothing would
# be enabled.
dtrace=$1
dir=$(mktemp -d)
printf '/* nothing but a comment */\n#pragma D option quiet\n' > "$dir/empty.d"
"$dtrace" -s "$dir/empty.d" 2>&1 | sed "s|$dir|DIR|"
echo "status ${PIPESTATUS[0]}"
"$dtrace" -e -s "$dir/empty.d" 2>&1 | sed "s|$dir|DIR|"
echo "status ${PIPESTATUS[0]}"
"$dtrace" -x empty -s "$dir/empty.d"
echo "status $?"
"$dtrace" -x empty -e -s "$dir/empty.d"
echo "status $?"
rm -rf "$dir"
