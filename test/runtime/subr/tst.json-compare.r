b is missing
a.c is xy
1 0
1

