-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LLQUANT_MATCHSTEPS.keyed.d: [D_LLQUANT_MATCHSTEPS] line 10: llquantize() steps (argument #4) doesn't match previous declaration: expected 10, found 5
