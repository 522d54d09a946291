-- @@stderr --
dtrace: failed to compile script test/runtime/stack/err.D_PRINTF_ARG_TYPE.k-int.d: [D_PRINTF_ARG_TYPE] line 5: printf( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %k
	 prototype: stack
	  argument: int
