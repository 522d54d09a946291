Carrots
Barley
Oatmeal
Beans
[]
defghijklmnopqrstuvwxyz
ABCDEFGHIJKL
PQRSTUVWXYZabcdefghijklmnopqrstuvwxyzABCDEFGHIJKL
MNOPQRSTUVWXYZabcdefghijklmnopqrstuvw
[]
[] [foo]
[] [f]
[bar] [foo]

