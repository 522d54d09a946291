-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LLQUANT_MATCHHMAG.keyed.d: [D_LLQUANT_MATCHHMAG] line 10: llquantize() hmag (argument #3) doesn't match previous declaration: expected 3, found 4
