-- @@stderr --
dtrace: failed to compile script test/runtime/ustack/err.D_USTACK_PROTO.three-args.d: [D_USTACK_PROTO] line 7: ustack( ) prototype mismatch: too many arguments
