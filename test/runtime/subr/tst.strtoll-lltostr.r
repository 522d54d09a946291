123 -42 31 511 1295
12 0 0 5
-123 0xff 0x0 010 0
0xffffffffffffffff 101 z

