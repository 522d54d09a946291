-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_FUNC.nofunc.d: [D_PROC_FUNC] line 7: failed to lookup 'no_such_function' in module 'a.out'
