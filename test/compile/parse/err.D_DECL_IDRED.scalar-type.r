-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_IDRED.scalar-type.d: [D_DECL_IDRED] line 10: identifier redeclared: total
	 current: scalar long
	previous: scalar uint64_t
