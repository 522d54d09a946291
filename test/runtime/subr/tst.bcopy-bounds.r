dtrace
dtr
fault 10

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid size (0xffffffffffffffff) at BPF pc NN
