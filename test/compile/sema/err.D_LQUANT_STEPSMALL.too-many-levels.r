-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_STEPSMALL.too-many-levels.d: [D_LQUANT_STEPSMALL] line 9: lquantize( ) step (argument #3) too small: number of quantization levels must be a 16-bit quantity
