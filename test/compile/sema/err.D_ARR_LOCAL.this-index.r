-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ARR_LOCAL.this-index.d: [D_ARR_LOCAL] line 9: local variables may not be used as associative arrays: seen
