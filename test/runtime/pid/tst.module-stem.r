libc    -> libc.so.6:malloc 64
libc.so -> libc.so.6:malloc 128

