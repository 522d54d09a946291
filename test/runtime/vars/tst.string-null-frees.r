1 [two] [three]
1 [y] [z]
[]

