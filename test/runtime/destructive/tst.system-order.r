0 system 0
after 0
1 system 1
after 1
2 system 2
after 2
3 system 3
after 3

