trigger ready
tick 1

status 0
running
status 0
go
end 1

running
dtrace: No such process
status 1
