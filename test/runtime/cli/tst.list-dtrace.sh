#!/bin/bash
# ASSERTION: -l lists matching probes under the "ID PROVIDER MODULE FUNCTION
# NAME" header; the dtrace provider's BEGIN, END and ERROR are IDs 1, 2, 3.
dtrace=$1

"$dtrace" -l -n BEGIN
echo "status $?"
"$dtrace" -l -n END
"$dtrace" -l -n ERROR
