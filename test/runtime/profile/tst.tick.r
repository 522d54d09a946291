tick 1
tick 2

