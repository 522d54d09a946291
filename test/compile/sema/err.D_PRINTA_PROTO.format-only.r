-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTA_PROTO.format-only.d: [D_PRINTA_PROTO] line 9: printa( ) prototype mismatch: 1 args passed, 2 expected
