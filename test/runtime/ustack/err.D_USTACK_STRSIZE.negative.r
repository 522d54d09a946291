-- @@stderr --
dtrace: failed to compile script test/runtime/ustack/err.D_USTACK_STRSIZE.negative.d: [D_USTACK_STRSIZE] line 7: ustack( ) argument #2 must be a positive integer constant
