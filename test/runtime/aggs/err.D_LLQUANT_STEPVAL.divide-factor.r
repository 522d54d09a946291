-- @@stderr --
dtrace: failed to compile script test/runtime/aggs/err.D_LLQUANT_STEPVAL.divide-factor.d: [D_LLQUANT_STEPVAL] line 5: llquantize() argument #4 (steps) must evenly divide argument #1 (factor) when steps<factor
