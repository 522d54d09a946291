-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_ARG_FMT.system-int.d: [D_PRINTF_ARG_FMT] line 11: system( ) argument #1 is incompatible with prototype:
	prototype: string constant
	 argument: int
