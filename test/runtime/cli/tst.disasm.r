1
1
1
status 0
