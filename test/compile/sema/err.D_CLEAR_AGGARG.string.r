-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_CLEAR_AGGARG.string.d: [D_CLEAR_AGGARG] line 9: clear( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: string
