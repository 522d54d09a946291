#!/bin/sh
# The BPF pc depends on code generation; the rest of the line is pinned.
sed 's/at BPF pc [0-9][0-9]*$/at BPF pc NN/'
