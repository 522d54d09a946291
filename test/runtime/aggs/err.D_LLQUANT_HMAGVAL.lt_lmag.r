-- @@stderr --
dtrace: failed to compile script test/runtime/aggs/err.D_LLQUANT_HMAGVAL.lt_lmag.d: [D_LLQUANT_HMAGVAL] line 5: llquantize( ) argument #3 (high magnitude) must be at least argument #2 (low magnitude)
