#!/bin/bash
# ASSERTION: dtrace -G refuses a provider whose name, with a pid of up to
# ten digits appended, would not fit a DTrace provider name (53 characters
# at most), naming the provider; 53 characters are accepted.
dtrace=$1
tmpdir=$(mktemp -d /tmp/usdt-test.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cd "$tmpdir" || exit 1
# (A provider name may not end with a digit: D_PROV_BADNAME.)
ok=p234567890123456789012345678901234567890123456789012z
echo "provider $ok { probe a(); };" > fits.d
printf 'provider %sx { probe a(); };\nprovider brief { probe b(); };\n' "$ok" > long.d
"$dtrace" -G -s fits.d && echo "53 characters: linked"
"$dtrace" -G -s long.d
