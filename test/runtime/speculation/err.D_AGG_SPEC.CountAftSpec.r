-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_AGG_SPEC.CountAftSpec.d: [D_AGG_SPEC] line 11: aggregating actions may not follow speculate( )
