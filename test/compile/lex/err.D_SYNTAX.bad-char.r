-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_SYNTAX.bad-char.d: [D_SYNTAX] line 9: syntax error near "#"
