-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_MATCHBASE.two-clauses.d: [D_LQUANT_MATCHBASE] line 14: lquantize( ) base (argument #1) doesn't match previous declaration: expected 0, found 10
