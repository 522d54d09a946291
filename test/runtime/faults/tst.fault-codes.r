0 1 2 3 4 5 6 7 8 9 10 11 1000
divide fault, address 0
size fault, size 1000
address fault at 0x2000

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid size (0x3e8) at BPF pc NN
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): invalid address (0x2000) at BPF pc NN
