-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_SPEC_COMM.SpecAftCommit.d: [D_SPEC_COMM] line 11: speculate( ) may not follow commit( )
