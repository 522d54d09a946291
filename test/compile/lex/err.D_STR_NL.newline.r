-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_STR_NL.newline.d: [D_STR_NL] line 10: newline encountered in string literal
