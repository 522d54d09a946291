-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_SYNTAX.float-constant.d: [D_SYNTAX] line 11: floating-point constants are not permitted
