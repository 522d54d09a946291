-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_ARG_FMT.not-constant.d: [D_PRINTF_ARG_FMT] line 9: printf( ) argument #1 is incompatible with prototype:
	prototype: string constant
	 argument: string
