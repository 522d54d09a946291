-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_LIMTYPE.global.d: [D_LQUANT_LIMTYPE] line 10: lquantize( ) argument #2 must be an integer constant
