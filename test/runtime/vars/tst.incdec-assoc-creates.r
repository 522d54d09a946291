seen=4 even=1 odd=2 depth=-3 size=8
post=1 pre=3 unset=0

