-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_ENOFLOW.implicit.d: [D_DECL_ENOFLOW] line 10: enumerator 'PAST' value overflows INT_MAX (2147483647)
