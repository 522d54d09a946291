-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_MISMATCH.reversed.d: [D_LQUANT_MISMATCH] line 9: lquantize( ) base (argument #1) must be less than limit (argument #2)
