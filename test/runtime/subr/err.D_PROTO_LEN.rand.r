-- @@stderr --
dtrace: failed to compile script test/runtime/subr/err.D_PROTO_LEN.rand.d: [D_PROTO_LEN] line 6: rand( ) prototype mismatch: 1 arg passed, 0 expected
