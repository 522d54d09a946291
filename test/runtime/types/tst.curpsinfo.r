1 1 1 1
1 1 1
dtrace dtrace R 1
1 1 416

