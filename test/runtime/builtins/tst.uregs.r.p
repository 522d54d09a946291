#!/bin/sh
# The syscall probe's id and the BPF pc vary; the rest is pinned.
sed -e 's/probe ID [0-9]* (syscall/probe ID NNN (syscall/' -e 's/at BPF pc [0-9][0-9]*$/at BPF pc NN/'
