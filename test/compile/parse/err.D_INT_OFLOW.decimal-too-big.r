-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_INT_OFLOW.decimal-too-big.d: [D_INT_OFLOW] line 10: integer constant 0x8000000000000000 cannot be represented in any built-in integral type
