1 1 1
dtrace dtrace
1 1
dtrace
