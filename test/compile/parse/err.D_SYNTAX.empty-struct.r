-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.empty-struct.d: [D_SYNTAX] line 8: syntax error near "}"
