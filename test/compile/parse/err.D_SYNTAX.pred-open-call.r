-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.pred-open-call.d: [D_SYNTAX] line 10: closing ) expected in predicate before /
