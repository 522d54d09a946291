-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_SYNTAX.comment-eof.d: [D_SYNTAX] line 12: end-of-file encountered before matching */
