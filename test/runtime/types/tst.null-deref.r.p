#!/bin/sh
# The BPF pc depends on code generation, the address on the kernel's
# task_struct layout; the rest of the line is pinned.
sed 's/at BPF pc [0-9][0-9]*$/at BPF pc NN/; s/invalid address (0x[0-9a-f]*)/invalid address (ADDR)/'
