-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.assign-to-sum.d: [D_SYNTAX] line 11: syntax error near "="
