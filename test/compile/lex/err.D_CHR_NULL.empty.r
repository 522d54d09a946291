-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_CHR_NULL.empty.d: [D_CHR_NULL] line 9: empty character constant
