-- @@stderr --
dtrace: failed to compile script test/runtime/subr/err.D_PROTO_ARG.strchr.d: [D_PROTO_ARG] line 6: strchr( ) argument #2 is incompatible with prototype:
	prototype: char
	 argument: string
