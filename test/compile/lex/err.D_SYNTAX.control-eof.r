-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_SYNTAX.control-eof.d: [D_SYNTAX] line 11: end-of-file encountered before end of control line
