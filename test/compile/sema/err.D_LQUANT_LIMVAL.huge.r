-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_LIMVAL.huge.d: [D_LQUANT_LIMVAL] line 9: lquantize( ) argument #2 must be a 32-bit quantity
