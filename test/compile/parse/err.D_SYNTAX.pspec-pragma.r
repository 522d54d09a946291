-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.pspec-pragma.d: [D_SYNTAX] line 11: expected predicate and/or actions following probe description
