-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LLQUANT_HMAGTYPE.call.d: [D_LLQUANT_HMAGTYPE] line 9: llquantize( ) argument #3 must be an integer constant
