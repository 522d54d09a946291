-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_UNDEF.bare-backquote.d: [D_IDENT_UNDEF] line 10: failed to resolve `: Unknown symbol name
