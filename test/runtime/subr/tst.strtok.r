Carrots
Barley
Oatmeal
Beans
[]
defghijklmnopqrstuvwxyz
ABCDEFGHIJKL
PQRSTUVWXYZabcdefghijklmnopqrstuvwxyzABCDEFGHIJKL
MNOPQRSTUVWXYZabcdefghijklmnopqrstuvwx
[]
[] [foo]
[] [f]
[bar] [foo]

