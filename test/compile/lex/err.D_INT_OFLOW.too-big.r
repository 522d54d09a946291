-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_INT_OFLOW.too-big.d: [D_INT_OFLOW] line 9: constant 123456789012345678901234567890 results in integer overflow
