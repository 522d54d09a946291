-- @@stderr --
dtrace: failed to compile script test/runtime/actions/err.D_PROTO_ARG.setopt-int.d: [D_PROTO_ARG] line 4: setopt( ) argument #1 is incompatible with prototype:
	prototype: const char *
	 argument: int
