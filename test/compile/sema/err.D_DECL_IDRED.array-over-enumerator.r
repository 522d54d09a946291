-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_IDRED.array-over-enumerator.d: [D_DECL_IDRED] line 9: identifier redeclared: BLUE
	 current: array uint64_t
	previous: enumerator enum colour
