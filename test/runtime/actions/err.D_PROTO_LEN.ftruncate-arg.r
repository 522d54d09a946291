-- @@stderr --
dtrace: failed to compile script test/runtime/actions/err.D_PROTO_LEN.ftruncate-arg.d: [D_PROTO_LEN] line 4: ftruncate( ) prototype mismatch: 1 arg passed, 0 expected
