#!/bin/bash
# A clause the kernel's verifier refuses (here: more string searches than
# its budget of explored instructions allows) is reported with the program
# that failed and, with error context, the clause and the D line of the
# instruction the verifier stopped at; -x bpflog adds the verifier's own log.
# @@timeout: 120
dtrace=$1
prog=$(mktemp --suffix=.d)
{
	echo 'BEGIN'
	echo '{'
	for i in $(seq 1 24); do
		echo "	printf(\"%d\\n\", index(\"mississippi$i\", \"ssi\"));"
	done
	echo '	exit(0);'
	echo '}'
} > "$prog"
"$dtrace" -q -x errcontext -x bpflog -s "$prog" 2>&1 |
    sed -e "s|$prog|PROG|" -e 's/instruction [0-9][0-9]*,/instruction N,/' \
	-e 's/^ *[0-9][0-9]* | .*index("mississippi[0-9]*", "ssi").*/LINE: an index() call/' \
	-e 's/^ *|[[:space:]]*\^$/CARET/' |
    awk '/^[0-9]+: / { inlog = 1 } inlog { if (/^[0-9]+: \(/) insns++; next } { print }
	END { print (insns > 100 ? "and the verifier log" : "no verifier log") }'
echo "status ${PIPESTATUS[0]}"
rm -f "$prog"
