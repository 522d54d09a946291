-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_ARG_TYPE.printa-int-key.d: [D_PRINTF_ARG_TYPE] line 10: printa( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: int
