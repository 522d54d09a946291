-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_BASEVAL.negative.d: [D_LQUANT_BASEVAL] line 9: lquantize( ) argument #1 must be a 32-bit quantity
