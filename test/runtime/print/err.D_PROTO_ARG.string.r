-- @@stderr --
dtrace: failed to compile script test/runtime/print/err.D_PROTO_ARG.string.d: [D_PROTO_ARG] line 7: print( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: string
