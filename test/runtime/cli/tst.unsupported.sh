#!/bin/bash
# ASSERTION: an option whose feature does not exist yet is refused with
# "dtrace: -X is not supported yet" and exit status 2, never ignored.
dtrace=$1

"$dtrace" -B -n BEGIN
echo "status $?"
