-- @@stderr --
dtrace: failed to compile script test/runtime/subr/err.D_PROTO_ARG.index.d: [D_PROTO_ARG] line 6: index( ) argument #2 is incompatible with prototype:
	prototype: const char *
	 argument: int
