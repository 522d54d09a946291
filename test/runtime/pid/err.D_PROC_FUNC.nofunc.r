-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_FUNC.nofunc.d: [D_PROC_FUNC] failed to lookup 'no_such_function' in module 'a.out'
