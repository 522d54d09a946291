-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DEREF_FUNC.pointer.d: [D_DEREF_FUNC] line 10: cannot dereference pointer to function
