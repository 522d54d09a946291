-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_STEPVAL.wide.d: [D_LQUANT_STEPVAL] line 9: lquantize( ) argument #3 must be a 16-bit quantity
