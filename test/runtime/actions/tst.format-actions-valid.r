[   42] [abc   ] 100% [0007]
1 x 5 7
1
COMM
tail
