-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_OFF.past-end.d: [D_PROC_OFF] line 6: offset 0x10000 outside of function 'outer'
