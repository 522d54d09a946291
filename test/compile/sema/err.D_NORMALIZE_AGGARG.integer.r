-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_NORMALIZE_AGGARG.integer.d: [D_NORMALIZE_AGGARG] line 9: normalize( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: int
