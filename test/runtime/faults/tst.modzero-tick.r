3 ticks

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 17 (profile:::tick-10ms): divide-by-zero at BPF pc NN
dtrace: error in dt_clause_0 for probe ID 17 (profile:::tick-10ms): divide-by-zero at BPF pc NN
dtrace: error in dt_clause_0 for probe ID 17 (profile:::tick-10ms): divide-by-zero at BPF pc NN
