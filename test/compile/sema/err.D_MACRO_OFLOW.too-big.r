-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_MACRO_OFLOW.too-big.d: [D_MACRO_OFLOW] line 10: macro argument $1 constant 123456789012345678901234 results in integer overflow
