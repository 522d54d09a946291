#!/bin/sh
# Kernel frames depend on the kernel build: a frame (module`function with
# an optional +0xoffset) is replaced by <frame> one for one, so the count
# shows, keeping what precedes it; a frame right-aligned in 60 columns (a
# line of exactly 60 characters) becomes <right-aligned frame>.
sed -E -e '/^ +[A-Za-z0-9_.-]+`[A-Za-z0-9_.$]+(\+0x[0-9a-f]+)?$/{/^.{60}$/s/.*/<right-aligned frame>/}' \
	-e 's/[A-Za-z0-9_.-]+`[A-Za-z0-9_.$]+(\+0x[0-9a-f]+)? *$/<frame>/'
