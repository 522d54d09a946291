header matches
compiles as c99
compiles as gnu11
compiles as C++
prov.h by default
clang compiles as c99
clang compiles as gnu11
clang compiles as C++
version 0: no-ops, _ENABLED() is 0
