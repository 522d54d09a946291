-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_ARG_TYPE.printa-string-key.d: [D_PRINTF_ARG_TYPE] line 12: printa( ) argument #3 is incompatible with conversion #2 prototype:
	conversion: %d
	 prototype: char, short, int, long, or long long
	  argument: string
