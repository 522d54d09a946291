#!/bin/bash
# ASSERTION: dtrace -h checks the provider definitions as a compile does:
# a probe declared twice in a provider is refused, no header is written,
# and -xerrtags shows the tag.
dtrace=$1
tmpdir=$(mktemp -d /tmp/usdt-test.XXXXXX)
trap 'rm -rf "$tmpdir"' EXIT
cd "$tmpdir" || exit 1
printf 'provider twice {\n\tprobe ping(int);\n\tprobe ping(int);\n};\n' > prov.d
"$dtrace" -xerrtags -h -s prov.d -o prov.h
status=$?
[ -e prov.h ] && echo "a header was written"
exit $status
