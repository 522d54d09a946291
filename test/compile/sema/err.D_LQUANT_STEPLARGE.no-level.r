-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_STEPLARGE.no-level.d: [D_LQUANT_STEPLARGE] line 9: lquantize( ) step (argument #3) too large: must have at least one quantization level
