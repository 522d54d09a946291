-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_NORMALIZE_PROTO.no-factor.d: [D_NORMALIZE_PROTO] line 10: normalize( ) prototype mismatch: 1 args passed, 2 expected
