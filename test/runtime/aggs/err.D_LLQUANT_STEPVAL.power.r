-- @@stderr --
dtrace: failed to compile script test/runtime/aggs/err.D_LLQUANT_STEPVAL.power.d: [D_LLQUANT_STEPVAL] line 6: llquantize() argument #4 (steps) must evenly divide pow(argument #1 (factor), lmag (argument #2) + 1) when steps>factor and lmag>0
