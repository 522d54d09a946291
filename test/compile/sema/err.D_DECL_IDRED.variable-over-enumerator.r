-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_IDRED.variable-over-enumerator.d: [D_DECL_IDRED] line 9: identifier redeclared: GREEN
	 current: scalar int
	previous: enumerator enum colour
