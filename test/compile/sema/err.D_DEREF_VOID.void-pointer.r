-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DEREF_VOID.void-pointer.d: [D_DEREF_VOID] line 11: cannot dereference pointer to void
