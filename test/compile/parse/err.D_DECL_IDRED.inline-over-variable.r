-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_IDRED.inline-over-variable.d: [D_DECL_IDRED] line 11: identifier redefined: total
	 current: inline definition
	previous: scalar 
