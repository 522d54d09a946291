-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_UNKNOWN.uregs-too-big.d: [D_UNKNOWN] line 10: uregs[]: index out of bounds (27)
