-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TRUNC_AGGARG.builtin.d: [D_TRUNC_AGGARG] line 9: trunc( ) argument #1 is incompatible with prototype:
	prototype: aggregation
	 argument: uint64_t
