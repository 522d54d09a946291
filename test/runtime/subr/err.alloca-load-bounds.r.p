#!/bin/sh
# The address is in the per-CPU scratch map; the BPF pc depends on code generation.
sed -e 's/at BPF pc [0-9][0-9]*$/at BPF pc NN/' -e 's/invalid address (0x[0-9a-f]*)/invalid address (ADDR)/'
