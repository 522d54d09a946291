-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_AGG_FUNC.not-aggfunc.d: [D_AGG_FUNC] line 9: @a must be assigned the result of an aggregating function
