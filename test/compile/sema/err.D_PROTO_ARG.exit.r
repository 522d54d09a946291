-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.exit.d: [D_PROTO_ARG] line 9: exit( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
