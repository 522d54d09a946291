-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_TYPERED.struct-redefined.d: [D_DECL_TYPERED] line 8: type redeclared: struct s
