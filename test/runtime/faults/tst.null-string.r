B 0
1
[] 0
local 1
fault 1 at 1
fault 1 at 2

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID 1 (dtrace:::BEGIN): invalid address (0x1) at BPF pc NN
dtrace: error in dt_clause_2 for probe ID 1 (dtrace:::BEGIN): invalid address (0x2) at BPF pc NN
