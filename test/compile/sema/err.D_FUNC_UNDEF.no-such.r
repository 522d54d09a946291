-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_FUNC_UNDEF.no-such.d: [D_FUNC_UNDEF] line 8: undefined function name: no_such_function
