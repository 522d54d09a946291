same members: 2 2
other members: 2 5
clause-local copy: 2
in a tuple: 6 7
union: 8
declared: 9 0

