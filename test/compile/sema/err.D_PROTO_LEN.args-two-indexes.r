-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_LEN.args-two-indexes.d: [D_PROTO_LEN] line 9: args[ ] prototype mismatch: 2 args passed, 1 expected
