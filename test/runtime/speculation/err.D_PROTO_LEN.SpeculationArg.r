-- @@stderr --
dtrace: failed to compile script test/runtime/speculation/err.D_PROTO_LEN.SpeculationArg.d: [D_PROTO_LEN] line 10: speculation( ) prototype mismatch: 1 arg passed, 0 expected
