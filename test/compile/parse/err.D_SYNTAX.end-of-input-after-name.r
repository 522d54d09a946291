-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.end-of-input-after-name.d: [D_SYNTAX] line 9: syntax error near end-of-input
