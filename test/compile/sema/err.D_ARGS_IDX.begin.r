-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ARGS_IDX.begin.d: [D_ARGS_IDX] line 9: index 0 is out of range for :::BEGIN args[ ]
