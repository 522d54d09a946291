-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_IDRED.inline-over-action.d: [D_DECL_IDRED] line 7: identifier redefined: printa
	 current: inline definition
	previous: tracing function 
