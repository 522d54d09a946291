-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_SYM_NOTYPES.function.d: [D_SYM_NOTYPES] line 10: no symbolic type information is available for vmlinux`schedule: Unknown symbol name
