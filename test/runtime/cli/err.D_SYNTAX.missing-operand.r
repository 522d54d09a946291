-- @@stderr --
dtrace: failed to compile script test/runtime/cli/err.D_SYNTAX.missing-operand.d: [D_SYNTAX] line 7: syntax error near ")"
