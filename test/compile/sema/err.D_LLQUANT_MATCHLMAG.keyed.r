-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_LLQUANT_MATCHLMAG.keyed.d: [D_LLQUANT_MATCHLMAG] line 10: llquantize() lmag (argument #2) doesn't match previous declaration: expected 0, found 1
