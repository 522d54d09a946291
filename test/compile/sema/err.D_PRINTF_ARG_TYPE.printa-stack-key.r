-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_ARG_TYPE.printa-stack-key.d: [D_PRINTF_ARG_TYPE] line 10: printa( ) argument #3 is incompatible with conversion #2 prototype:
	conversion: %x
	 prototype: char, short, int, long, or long long
	  argument: dt_stack_t
