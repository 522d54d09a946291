step 0 1 target named
step 1 1 child named

status 0
step 0 1 target named

status 0
