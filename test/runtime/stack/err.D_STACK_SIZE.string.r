-- @@stderr --
dtrace: failed to compile script test/runtime/stack/err.D_STACK_SIZE.string.d: [D_STACK_SIZE] line 5: stack( ) size must be a non-zero positive integral constant expression
