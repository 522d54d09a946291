-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_NAME.dash-glob.d: [D_PROC_NAME] line 7: only individual addresses may be specified with the '-' function
