-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.inline-function.d: [D_PROTO_ARG] line 12: twice[ ] argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
