-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_CHR_NL.newline.d: [D_CHR_NL] line 10: newline encountered in character constant
