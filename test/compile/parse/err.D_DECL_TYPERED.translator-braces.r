-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_TYPERED.translator-braces.d: [D_DECL_TYPERED] line 13: type redeclared: struct out
