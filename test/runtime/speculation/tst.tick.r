tick 2
tick 4

