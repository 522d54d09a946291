5 1295 101 1z
fault 3
fault 3
fault 3
fault 3

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
dtrace: error in dt_clause_3 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
dtrace: error in dt_clause_4 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
