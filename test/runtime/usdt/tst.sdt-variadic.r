none
three 1 -2 3
twelve 1 2 3 4 5 6 7 8 9 10

status 0
