still running

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NN
dtrace: [DTRACEDROP_DBLERROR] 1 error in ERROR probe enabling
