start
status 137
