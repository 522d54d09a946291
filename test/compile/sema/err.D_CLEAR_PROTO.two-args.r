-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_CLEAR_PROTO.two-args.d: [D_CLEAR_PROTO] line 11: clear( ) prototype mismatch: 2 args passed, 1 expected
