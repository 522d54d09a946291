# ASSERTION: a script with no clauses matches no probe: without -Z that is an error
# ("no probes matched", status 1) once the matched notice is out; with -e
# (compile only) it is not, as nothing would be enabled.
dtrace=$1
dir=$(mktemp -d)
printf '/* nothing but a comment */\n#pragma D option quiet\n' > "$dir/empty.d"
"$dtrace" -s "$dir/empty.d"
echo "status $?"
"$dtrace" -e -s "$dir/empty.d"
echo "status $?"
rm -rf "$dir"
