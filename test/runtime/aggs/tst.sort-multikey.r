a 1 1
a 3 1
ab -1 1
b 1 1
b 2 1
c 0 2
--
a 1 1
a 3 1
ab -1 1
b 1 1
b 2 1
c 0 2
--
c 0 2
a 1 1
b 1 1
b 2 1
a 3 1
ab -1 1
--
ab -1 1
a 3 1
b 2 1
b 1 1
a 1 1
c 0 2

