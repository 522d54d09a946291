-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ARGS_IDX.too-big.d: [D_ARGS_IDX] line 9: index 10 is out of range for :::BEGIN args[ ]
