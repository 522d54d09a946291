-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_MATCHLIM.two-clauses.d: [D_LQUANT_MATCHLIM] line 14: lquantize( ) limit (argument #2) doesn't match previous declaration: expected 100, found 200
