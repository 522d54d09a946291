-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_UNDEF.aggregation-before-use.d: [D_IDENT_UNDEF] line 9: failed to resolve @later: Unknown variable name
