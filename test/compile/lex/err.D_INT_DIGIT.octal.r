-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_INT_DIGIT.octal.d: [D_INT_DIGIT] line 9: constant 0128 contains invalid digit 8
