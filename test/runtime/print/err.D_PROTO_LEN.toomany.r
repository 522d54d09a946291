-- @@stderr --
dtrace: failed to compile script test/runtime/print/err.D_PROTO_LEN.toomany.d: [D_PROTO_LEN] line 7: print( ) prototype mismatch: 2 args passed, 1 expected
