-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.args-index.d: [D_PROTO_ARG] line 11: args[ ] argument #1 is incompatible with prototype:
	prototype: integer constant
	 argument: int
