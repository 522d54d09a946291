-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.uregs-variable.d: [D_PROTO_ARG] line 11: uregs[ ] argument #1 is incompatible with prototype:
	prototype: integer constant
	 argument: int
