signal-clear 10 1

