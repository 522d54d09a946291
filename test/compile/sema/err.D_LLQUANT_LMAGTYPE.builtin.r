-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LLQUANT_LMAGTYPE.builtin.d: [D_LLQUANT_LMAGTYPE] line 9: llquantize( ) argument #2 must be an integer constant
