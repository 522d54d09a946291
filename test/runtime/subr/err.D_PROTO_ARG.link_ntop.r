-- @@stderr --
dtrace: failed to compile script test/runtime/subr/err.D_PROTO_ARG.link_ntop.d: [D_PROTO_ARG] line 6: link_ntop( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
