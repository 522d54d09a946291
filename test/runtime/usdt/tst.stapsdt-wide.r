semaphore in .bss: B
untraced: 0
twelve 1 2 3 4 5 6 7 8 9 10
guarded -7
twelve 1 2 3 4 5 6 7 8 9 10
guarded -7
twelve 1 2 3 4 5 6 7 8 9 10
guarded -7

status 0
traced: 3
