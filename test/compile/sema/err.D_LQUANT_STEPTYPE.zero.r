-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_STEPTYPE.zero.d: [D_LQUANT_STEPTYPE] line 9: lquantize( ) argument #3 must be a non-zero positive integer constant
