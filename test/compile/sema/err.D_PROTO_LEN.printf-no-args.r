-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROTO_LEN.printf-no-args.d: [D_PROTO_LEN] line 10: printf( ) prototype mismatch: 0 args passed, 1 expected
