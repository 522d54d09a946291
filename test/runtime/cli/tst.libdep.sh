# ASSERTION: -L libraries are read in dependency order (#pragma D
# depends_on library), so one may use another's inlines whatever their
# names; a dependency on a missing library or a dependency cycle is an
# error; -e with only libraries to read succeeds.
dtrace=$1
dir=$(mktemp -d)
printf '#pragma D depends_on library zeta.d\ninline int alpha = zeta + 1;\n' > "$dir/alpha.d"
printf 'inline int zeta = 41;\n' > "$dir/zeta.d"
"$dtrace" -L "$dir" -qn 'BEGIN { printf("%d\n", alpha); exit(0); }'
echo "status $?"
"$dtrace" -L "$dir" -e
echo "status $?"
printf '#pragma D depends_on library missing.d\n' > "$dir/beta.d"
"$dtrace" -L "$dir" -e -n 'BEGIN { exit(0); }' 2>&1 | sed "s|$dir|DIR|"
echo "status ${PIPESTATUS[0]}"
rm "$dir/beta.d"
printf '#pragma D depends_on library alpha.d\ninline int zeta = 41;\n' > "$dir/zeta.d"
"$dtrace" -L "$dir" -e -n 'BEGIN { exit(0); }' 2>&1 | sed "s|$dir|DIR|"
echo "status ${PIPESTATUS[0]}"
rm -rf "$dir"
