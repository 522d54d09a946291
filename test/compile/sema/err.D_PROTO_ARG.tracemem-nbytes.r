-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.tracemem-nbytes.d: [D_PROTO_ARG] line 10: tracemem( ) argument #3 is incompatible with prototype:
	prototype: ssize_t
	 argument: string
