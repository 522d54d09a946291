a t 0
y
w
yes

