-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.unknown-name-rest-of-line.d: [D_SYNTAX] line 10: syntax error near "no_such_t *>(curthread)->pid;	/* a comment */"
