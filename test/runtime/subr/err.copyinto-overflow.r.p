#!/bin/sh
# The probe id and the BPF pc depend on the kernel and on code generation.
sed -e 's/at BPF pc [0-9][0-9]*$/at BPF pc NN/' -e 's/probe ID [0-9][0-9]* /probe ID ID /'
