begin 1
tick 2

