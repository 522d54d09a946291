-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_MATCHSTEP.same-limit.d: [D_LQUANT_MATCHSTEP] line 10: lquantize( ) step (argument #3) doesn't match previous declaration: expected 10, found 5
