-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_LEN.inline-function.d: [D_PROTO_LEN] line 12: add[ ] prototype mismatch: 1 arg passed, 2 expected
