-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_LEN.assoc-more-keys.d: [D_PROTO_LEN] line 11: seen[ ] prototype mismatch: 3 keys passed, 1 expected
