-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ARR_BADREF.tuple-on-array.d: [D_ARR_BADREF] line 11: cannot access scalar slots as an associative array
