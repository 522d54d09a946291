hello 1 42 7

