-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DEREF_NONPTR.int.d: [D_DEREF_NONPTR] line 9: cannot dereference non-pointer type
