#!/bin/sh
# Kernel frames depend on the kernel build: each frame line must have
# DTrace's form (stackindent spaces, module`function[+0xoffset]) and is
# replaced by <frame>; consecutive frame lines are folded into one.
sed -E 's/^              [A-Za-z0-9_.-]+`[A-Za-z0-9_.$]+(\+0x[0-9a-f]+)?$/              <frame>/' |
	awk '!($0 == "              <frame>" && prev == $0) { print } { prev = $0 }'
