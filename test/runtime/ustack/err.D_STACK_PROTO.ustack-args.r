-- @@stderr --
dtrace: failed to compile script test/runtime/ustack/err.D_STACK_PROTO.ustack-args.d: [D_STACK_PROTO] line 6: ustack( ) prototype mismatch: too many arguments
