-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_SPEC_DREC.SpecAftDataRec.d: [D_SPEC_DREC] line 11: speculate( ) may not follow data-recording action(s)
