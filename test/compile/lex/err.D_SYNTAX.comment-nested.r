-- @@stderr --
dtrace: failed to compile script test/compile/lex/err.D_SYNTAX.comment-nested.d: [D_SYNTAX] line 7: /* encountered inside a comment
