fault

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): index out of bounds (17) at BPF pc NN
