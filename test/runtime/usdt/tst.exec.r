PROVIDER MODULE FUNCTION NAME
test_provPID test2 main after
test2 main after

status 0
