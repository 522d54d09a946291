fault 10

-- @@stderr --
dtrace: error in dt_clause_0 for probe ID ID (syscall:vmlinux:openat:entry): invalid size at BPF pc NN
