#!/bin/bash
# ASSERTION: cpc lists no probe until a description names one with its
# count; then -l lists it (module and function empty).
dtrace=$1
$dtrace -l -n 'cpc:::page_faults-user-100' | sed 's/^ *[0-9][0-9]* /ID /'
