-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TRACEMEM_ADDR.argument-line.d: [D_TRACEMEM_ADDR] line 11: tracemem( ) argument #1 is incompatible with prototype:
	prototype: pointer or integer
	 argument: string
