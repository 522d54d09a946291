next clause runs

-- @@stderr --
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NN
