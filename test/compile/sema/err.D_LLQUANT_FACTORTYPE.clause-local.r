-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LLQUANT_FACTORTYPE.clause-local.d: [D_LLQUANT_FACTORTYPE] line 10: llquantize( ) argument #1 must be an integer constant
