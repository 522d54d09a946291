#!/bin/sh
# How deep the stack under main is depends on libc; that the depth equals
# the frames printed is what is checked.
awk '
/^depth / { depth = $2; frames = 0; next }
/^end$/ { print (frames == depth && depth >= 3) ? "depth matches the frames" : "depth " depth ", frames " frames; next }
NF > 0 { frames++ }'
