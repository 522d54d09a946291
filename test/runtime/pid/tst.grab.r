trigger ready
tick 1

status 0
running
status 0
go
end 1

running
dtrace: failed to grab pid PID: No such process
status 1
