-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_LEN.exit.d: [D_PROTO_LEN] line 9: exit( ) prototype mismatch: 0 args passed, 1 expected
