#!/bin/bash
# ASSERTION: dtrace -lv reports DTrace's stability attributes for the io
# provider (Private module and function, Evolving/ISA names and arguments)
# and the translated argument types (the id column is dropped).
dtrace=$1

for p in start done; do
	"$dtrace" -lvn io:::$p | awk 'NR == 1 { next } NR == 2 { print $2, $3, $NF; next } { print }'
done
