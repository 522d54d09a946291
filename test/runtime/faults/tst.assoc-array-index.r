7 0
fault 1
fault 1

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc NN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (ADDR) at BPF pc NN
