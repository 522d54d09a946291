-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_ENCONST.variable.d: [D_DECL_ENCONST] line 11: enumerator 'GREEN' must be assigned to an integral constant expression
