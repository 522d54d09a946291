#!/bin/bash
# ASSERTION: freopen(fmt, ...) appends later output to the file the format
# names; freopen("") returns to the original output; ftruncate() empties
# the current output file.
dtrace=$1
dir=$(mktemp -d)

"$dtrace" -wq -n '
BEGIN
{
	printf("before\n");
	freopen("'"$dir"'/out.%d", 1);
	printf("gone\n");
	ftruncate();
	printf("in file %d\n", 1);
	freopen("");
	printf("back\n");
	freopen("'"$dir"'/out.%d", 2);
	printf("second\n");
	exit(0);
}
END
{
	printf("end\n");
}'
echo "status $?"
echo "== out.1"
cat "$dir/out.1"
echo "== out.2"
cat "$dir/out.2"
rm -rf "$dir"
