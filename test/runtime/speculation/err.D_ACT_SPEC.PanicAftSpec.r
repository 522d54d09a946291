-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_ACT_SPEC.PanicAftSpec.d: [D_ACT_SPEC] line 13: destructive actions may not follow speculate( )
