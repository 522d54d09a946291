-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.clause-declaration.d: [D_SYNTAX] line 11: syntax error near "long"
