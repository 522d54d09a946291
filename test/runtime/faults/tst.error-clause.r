first
ERROR 0 epid clause 2 -1 fault 4 addr 0 id 3 ERROR
after 0 1 other-epid

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): divide-by-zero at BPF pc NN
