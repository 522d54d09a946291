fault 10

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID ID (syscall:vmlinux:openat:entry): invalid size (0x9) at BPF pc NN
