-- @@stderr --
dtrace: failed to compile script test/runtime/subr/err.D_PROTO_LEN.substr.d: [D_PROTO_LEN] line 6: substr( ) prototype mismatch: 1 arg passed, at least 2 expected
