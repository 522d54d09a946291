-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_SYNTAX.declaration-init.d: [D_SYNTAX] line 7: syntax error near "="
