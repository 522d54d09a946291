-- @@stderr --
dtrace: failed to compile script test/runtime/ustack/err.D_USTACK_PROTO.jstack.d: [D_USTACK_PROTO] line 7: jstack( ) prototype mismatch: too many arguments
