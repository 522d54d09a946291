ERROR probe 1 stmt 1 fault 4 addr 0 id 3 ERROR
after 0 1

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NN
