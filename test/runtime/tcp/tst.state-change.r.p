#!/bin/sh
# Stable: each socket's own changes keep their order.
grep -v '^$' | sort -s -k1,2
