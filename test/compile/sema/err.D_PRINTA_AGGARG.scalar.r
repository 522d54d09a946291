-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTA_AGGARG.scalar.d: [D_PRINTA_AGGARG] line 10: printa( ) argument #3 is incompatible with prototype:
	prototype: aggregation
	 argument: uint64_t
