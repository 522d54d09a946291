-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ARGS_NONE.inline.d: [D_ARGS_NONE] line 8: args[ ] may not be referenced outside of a probe clause
