-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_COMM_DREC.CommitAftDataRec.d: [D_COMM_DREC] line 11: commit( ) may not follow data-recording action(s)
