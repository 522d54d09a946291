-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_GRAB.nopid.d: [D_PROC_GRAB] line 6: failed to grab process 2147483647
