1

status 0
dtrace: failed to grab pid PID: No such process
