-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_NAME.badname.d: [D_PROC_NAME] line 7: 'bogus' is an invalid probe name
