8 8 8 0 [ABCDEFGH]
[abcdefgh] [abcdefgh] [ABCDEFGH]
[h] [h] [] [gh]
7 0 -1 7
[h] [GH] [gh]
[ABCDEFGH] [abcdefgh] [ABCDEFGH]
[bcdef] [/a] [/a/b]
12345678 11259375
[abc] [efgh]
[] [] [] []
[.] [.] [] 0
-1 -1 []

