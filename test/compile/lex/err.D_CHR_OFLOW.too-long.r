-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_CHR_OFLOW.too-long.d: [D_CHR_OFLOW] line 9: character constant is too long
