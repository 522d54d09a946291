-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_UNSUPPORTED.llquantize.d: [D_UNSUPPORTED] line 11: llquantize( ) is not supported yet
