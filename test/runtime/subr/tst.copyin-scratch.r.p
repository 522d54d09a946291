#!/bin/sh
# The probe id, the address and the BPF pc vary; the rest is pinned.
sed -e 's/probe ID [0-9]* (/probe ID NNN (/' -e 's/invalid address (0x[0-9a-f]*)/invalid address (ADDR)/' -e 's/at BPF pc [0-9][0-9]*$/at BPF pc NN/'
