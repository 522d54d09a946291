exit-status 1 1 1

