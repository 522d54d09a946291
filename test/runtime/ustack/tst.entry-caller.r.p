#!/bin/sh
# Offsets depend on the compiler.
sed -E 's/\+0x[0-9a-f]+$/+OFF/'
