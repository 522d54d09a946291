#!/bin/bash
# ASSERTION: -v prints the stability report of each program as Oracle's
# dtrace: the minimum probe description attributes over its descriptions
# (Unstable when the provider is not named) and the minimum statement
# attributes (Stable, lowered by the provider's attributes for args[],
# probefunc and the other context variables); with -e each description
# follows with its probe information.  -q only silences the notice.
dtrace=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

"$dtrace" -qv -n 'BEGIN { exit(0); }'
echo "status $?"
"$dtrace" -ev -n 'dtrace:::BEGIN, profile:::tick-1s { trace(probefunc); }'
echo "status $?"
"$dtrace" -e -v -n 'syscall::read:entry { trace(args[0]); }'
cat > "$dir/v.d" <<'D'
BEGIN
{
	printf("This test should compile: %d\n", 2);
	exit(0);
}
D
"$dtrace" -qv -s "$dir/v.d" | sed "s|$dir|DIR|"
