0 1 1
1
fault 1 at 0
me

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc NN
