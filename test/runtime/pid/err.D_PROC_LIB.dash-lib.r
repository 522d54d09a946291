-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_LIB.dash-lib.d: [D_PROC_LIB] line 7: only the a.out module is valid with the '-' function
