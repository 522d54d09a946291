-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_CLASS.two-classes.d: [D_DECL_CLASS] line 8: only one storage class allowed in a declaration
