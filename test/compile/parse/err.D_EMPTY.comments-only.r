-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_EMPTY.comments-only.d: [D_EMPTY] line 9: empty D program translation unit
