-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_LEN.assoc-fewer-keys.d: [D_PROTO_LEN] line 11: calls[ ] prototype mismatch: 1 key passed, 2 expected
