-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.strtok-int-string.d: [D_PROTO_ARG] line 11: strtok( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
