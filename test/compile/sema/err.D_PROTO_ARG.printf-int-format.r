-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.printf-int-format.d: [D_PROTO_ARG] line 9: printf( ) argument #1 is incompatible with prototype:
	prototype: string
	 argument: int
