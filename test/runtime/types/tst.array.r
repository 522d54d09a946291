0 7 14 20

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): index out of bounds (5) at BPF pc NN
