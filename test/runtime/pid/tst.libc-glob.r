libc.so.6:malloc 64
libc.so.6:malloc 128

