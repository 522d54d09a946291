-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LLQUANT_STEPTYPE.zero.d: [D_LLQUANT_STEPTYPE] line 9: llquantize( ) argument #4 must be a non-zero positive integer constant
