sizes 8 8 8
offsets 0 8 16
values 2000 10 10 1

