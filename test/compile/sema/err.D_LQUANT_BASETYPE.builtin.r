-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LQUANT_BASETYPE.builtin.d: [D_LQUANT_BASETYPE] line 9: lquantize( ) argument #1 must be an integer constant
