-- @@stderr --
dtrace: failed to compile script test/runtime/ustack/err.D_USTACK_FRAMES.zero.d: [D_USTACK_FRAMES] line 7: ustack( ) argument #1 must be a non-zero positive integer constant
