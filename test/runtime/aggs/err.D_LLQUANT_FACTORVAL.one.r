-- @@stderr --
dtrace: failed to compile script test/runtime/aggs/err.D_LLQUANT_FACTORVAL.one.d: [D_LLQUANT_FACTORVAL] line 4: llquantize( ) argument #1 must be an unsigned 16-bit quantity greater than or equal to 2
