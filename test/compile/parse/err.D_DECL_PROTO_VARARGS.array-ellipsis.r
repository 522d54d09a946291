-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_PROTO_VARARGS.array-ellipsis.d: [D_DECL_PROTO_VARARGS] line 7: array prototype may not use a variable-length argument list
