-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TRUNC_PROTO.three-args.d: [D_TRUNC_PROTO] line 10: trunc( ) prototype mismatch: 3 args passed, no more than 2 expected
