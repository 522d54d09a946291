-- @@stderr --
dtrace: failed to compile script test/runtime/cli/err.syntax.d: line 7: syntax error near ")"
