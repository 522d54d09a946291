up=3 down=-3 size=8 k=3 last=2

