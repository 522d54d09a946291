-- @@stderr --
dtrace: failed to compile script test/runtime/actions/err.D_FREOPEN_INVALID.dot.d: [D_FREOPEN_INVALID] line 9: freopen( ) argument #1 cannot be "."
