-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.strlen-int-pointer.d: [D_PROTO_ARG] line 11: strlen( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int *
