-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.end-of-input.d: [D_SYNTAX] line 10: syntax error near end of input
