-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_LEN.tracemem-four.d: [D_PROTO_LEN] line 10: tracemem( ) prototype mismatch: 4 args passed, at least 2 expected
