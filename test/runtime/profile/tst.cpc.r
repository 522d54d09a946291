kernel 2
user 2
faults 1

