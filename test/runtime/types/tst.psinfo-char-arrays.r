16 16
dt
dtrace 1
dtrace 2

