-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_UNSUPPORTED.llquantize-steps.d: [D_UNSUPPORTED] line 8: llquantize( ) with fewer steps than its factor is not supported yet
