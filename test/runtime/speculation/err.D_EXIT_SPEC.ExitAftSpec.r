-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_EXIT_SPEC.ExitAftSpec.d: [D_EXIT_SPEC] line 11: exit( ) may not follow speculate( )
