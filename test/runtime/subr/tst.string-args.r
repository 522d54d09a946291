6
dtrace!
tra
dtr
ac
3

