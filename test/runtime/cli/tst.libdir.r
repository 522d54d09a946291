42 42 5

status 0
42

status 0
status 1
