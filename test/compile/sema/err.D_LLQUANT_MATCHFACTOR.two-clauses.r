-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LLQUANT_MATCHFACTOR.two-clauses.d: [D_LLQUANT_MATCHFACTOR] line 14: llquantize() factor (argument #1) doesn't match previous declaration: expected 10, found 2
