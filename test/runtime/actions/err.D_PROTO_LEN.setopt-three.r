-- @@stderr --
dtrace: failed to compile script test/runtime/actions/err.D_PROTO_LEN.setopt-three.d: [D_PROTO_LEN] line 4: setopt( ) prototype mismatch: 3 args passed, at least 1 expected
