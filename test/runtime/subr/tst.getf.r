status 0
passwd 1
1 1 1

