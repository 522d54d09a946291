-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_COMM_COMM.CommitAftCommit.d: [D_COMM_COMM] line 11: commit( ) may not follow commit( )
