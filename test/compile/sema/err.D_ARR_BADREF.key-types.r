-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ARR_BADREF.key-types.d: [D_ARR_BADREF] line 13: a[ ] key types do not match a previous reference
