5 thread
0
3

