-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_ARG_TYPE.printa-value.d: [D_PRINTF_ARG_TYPE] line 11: printa( ) aggregating action is incompatible with conversion #2 prototype:
	conversion: %s
	 prototype: char [] or string (or use stringof)
	  argument: int64_t
