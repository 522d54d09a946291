status 0
did not wait
command gone
