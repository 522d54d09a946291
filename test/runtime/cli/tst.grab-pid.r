1

status 0
dtrace: No such process
