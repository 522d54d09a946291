-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_ARG.assoc-key-type.d: [D_PROTO_ARG] line 16: last[ ] key #2 is incompatible with prototype:
	prototype: string
	      key: int
