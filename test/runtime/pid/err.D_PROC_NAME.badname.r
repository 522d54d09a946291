-- @@stderr --
dtrace: failed to compile script test/runtime/pid/err.D_PROC_NAME.badname.d: [D_PROC_NAME] 'bogus' is an invalid probe name
