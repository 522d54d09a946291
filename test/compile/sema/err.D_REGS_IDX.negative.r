-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_REGS_IDX.negative.d: [D_REGS_IDX] line 8: index -1 is out of range for array uregs
