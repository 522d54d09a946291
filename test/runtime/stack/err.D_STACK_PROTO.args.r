-- @@stderr --
dtrace: failed to compile script test/runtime/stack/err.D_STACK_PROTO.args.d: [D_STACK_PROTO] line 4: stack( ) prototype mismatch: too many arguments
