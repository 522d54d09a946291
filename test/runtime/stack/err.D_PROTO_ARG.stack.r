-- @@stderr --
dtrace: failed to compile script test/runtime/stack/err.D_PROTO_ARG.stack.d: [D_PROTO_ARG] line 4: stack( ) argument #1 is incompatible with prototype:
	prototype: uint32_t
	 argument: string
