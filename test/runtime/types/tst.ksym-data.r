magic eb9f version 1
through a pointer: eb9f
vmlinux`__start_BTF
size 4 same 1

