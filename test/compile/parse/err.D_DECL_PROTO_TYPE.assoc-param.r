-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_PROTO_TYPE.assoc-param.d: [D_DECL_PROTO_TYPE] line 7: function prototype may not use parameter of type dynamic variable: counts, parameter #1
