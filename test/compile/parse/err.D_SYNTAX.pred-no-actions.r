-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.pred-no-actions.d: [D_SYNTAX] line 8: expected actions { } following probe description and predicate
