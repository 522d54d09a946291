-- @@stderr --
dtrace: failed to compile script test/runtime/aggs/err.D_LLQUANT_LMAGVAL.neg.d: [D_LLQUANT_LMAGVAL] line 4: llquantize( ) argument #2 must be an unsigned 16-bit quantity
