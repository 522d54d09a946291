header matches
compiles as c99
compiles as gnu11
compiles as C++
prov.h by default
