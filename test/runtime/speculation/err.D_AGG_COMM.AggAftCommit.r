-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_AGG_COMM.AggAftCommit.d: [D_AGG_COMM] line 11: aggregating actions may not follow commit( )
