-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_DYN_TYPE.string-prec.d: [D_PRINTF_DYN_TYPE] line 9: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: % .* s
	 prototype: int
	  argument: string
