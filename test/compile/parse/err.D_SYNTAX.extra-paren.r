-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.extra-paren.d: [D_SYNTAX] line 9: extra ) in input stream
