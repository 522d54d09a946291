0 1 4 9
9
same address

