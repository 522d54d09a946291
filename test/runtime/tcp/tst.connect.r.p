#!/bin/sh
# Stable: each connection's probes keep their order.
grep -v '^$' | sort -s -k1,1
