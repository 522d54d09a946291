-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.empty-enum.d: [D_SYNTAX] line 7: syntax error near "}"
