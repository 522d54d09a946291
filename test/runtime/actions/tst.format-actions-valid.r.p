#!/bin/sh
# The traced thread name is whatever runs dtrace; blank lines (the
# end-of-run aggregation output) are not what this test is about.
sed -e 's/^dtrace$/COMM/' -e '/^$/d'
