-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_PROTO_LEN.SpecNoId.d: [D_PROTO_LEN] line 10: speculate( ) prototype mismatch: 0 args passed, 1 expected
