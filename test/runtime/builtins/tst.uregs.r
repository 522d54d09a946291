argc 4
orig_rax 110 rax -38
user pc 1 user sp 1
aliases 1 1 1
fault 3

-- @@stderr --
dtrace: error in dt_clause_2 for probe ID NNN (syscall:vmlinux:getppid:entry): illegal operation at BPF pc NN
