-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_BADPID.pid0.d: [D_PROC_BADPID] line 6: 'pid0' does not contain a valid pid
