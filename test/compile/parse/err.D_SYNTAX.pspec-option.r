-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.pspec-option.d: [D_SYNTAX] line 9: expected predicate and/or actions following probe description
