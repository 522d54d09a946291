-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_ACT_SPEC.RaiseAftSpec.d: [D_ACT_SPEC] line 11: destructive actions may not follow speculate( )
