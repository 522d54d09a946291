-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.no-body.d: [D_SYNTAX] line 7: expected predicate and/or actions following probe description
