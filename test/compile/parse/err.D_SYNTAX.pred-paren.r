-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.pred-paren.d: [D_SYNTAX] line 9: closing ) expected in predicate before /
