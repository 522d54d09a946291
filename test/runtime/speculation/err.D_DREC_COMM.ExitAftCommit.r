-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_DREC_COMM.ExitAftCommit.d: [D_DREC_COMM] line 11: data-recording actions may not follow commit( )
