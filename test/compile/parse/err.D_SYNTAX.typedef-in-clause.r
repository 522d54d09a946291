-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.typedef-in-clause.d: [D_SYNTAX] line 9: syntax error near "typedef"
