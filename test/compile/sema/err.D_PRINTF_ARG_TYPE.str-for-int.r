-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_ARG_TYPE.str-for-int.d: [D_PRINTF_ARG_TYPE] line 9: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %d
	 prototype: char, short, int, long, or long long
	  argument: string
