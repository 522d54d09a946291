-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_FUNC_IDKIND.variable.d: [D_FUNC_IDKIND] line 10: scalar 'hits' may not be referenced as a function
