/ X 1 1234567abcdefgh
fault 1

-- @@stderr --
dtrace: error in dt_clause_1 for probe ID NNN (syscall:vmlinux:openat:entry): invalid address (ADDR) at BPF pc NN
