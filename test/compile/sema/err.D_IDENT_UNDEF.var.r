-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_UNDEF.var.d: [D_IDENT_UNDEF] line 9: failed to resolve nosuchvar: Unknown variable name
