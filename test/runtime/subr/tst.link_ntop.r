0a:00:27:ff:9c:01
fe:80:00:00:00:00:00:00:02:00:00:00:00:00:00:00:00:00:00:7b
59
fault 3
fault 1

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): illegal operation at BPF pc NN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc NN
