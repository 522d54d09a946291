#!/bin/bash
# ASSERTION: printf()'s ' flag groups the digits of d, i, u, o, x and X
# conversions by the environment's LC_NUMERIC, as printf(3) does: nothing
# in the C locale; with a locale whose thousands separator is "," and
# groups are 3 digits, 1234567 prints as 1,234,567, within the width.
# The locale is made here (only its LC_NUMERIC), so none need be installed.
dtrace=$1

locdir=$(mktemp -d)
trap 'rm -rf "$locdir"' EXIT
printf 'LC_NUMERIC\ndecimal_point "."\nthousands_sep ","\ngrouping 3\nEND LC_NUMERIC\n' \
	> "$locdir/grouped.def"
localedef -c -i "$locdir/grouped.def" "$locdir/xx_GROUPED" 2>/dev/null

prog='BEGIN
{
	printf("[%'"'"'d] [%'"'"'12d] [%-'"'"'12i] [%'"'"'u]\n", 1234567, -7654321, 1000, 999);
	printf("[%'"'"'x] [%'"'"'#X] [%'"'"'o] [%'"'"'012d] [%d]\n", 1234567, 1234567, 1234567, 1234567, 1234567);
	exit(0);
}'

LC_ALL=C "$dtrace" -qn "$prog"
echo "status $?"
LOCPATH=$locdir LC_ALL=xx_GROUPED "$dtrace" -qn "$prog"
echo "status $?"
