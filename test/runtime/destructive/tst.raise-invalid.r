fault 3
fault 3
fault 3
sent

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
