-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_PROTO_TYPE.void-key.d: [D_DECL_PROTO_TYPE] line 7: array prototype may not use parameter of type void: (anonymous), parameter #2
