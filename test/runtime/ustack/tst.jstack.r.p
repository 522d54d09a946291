#!/bin/sh
# Offsets depend on the compiler; C library frames on the libc build.
sed -E 's/\+0x[0-9a-f]+$/+OFF/; /^ *libc\.so\.6`/d; /^ *(ld-linux.*|pid-funcs`_start)/d'
