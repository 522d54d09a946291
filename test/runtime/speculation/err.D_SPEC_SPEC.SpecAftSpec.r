-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_SPEC_SPEC.SpecAftSpec.d: [D_SPEC_SPEC] line 11: speculate( ) may not follow speculate( )
