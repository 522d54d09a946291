-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_UNSUPPORTED.codegen-script.d: [D_UNSUPPORTED] line 15: panic( ) is not available: a BPF program cannot panic the kernel
