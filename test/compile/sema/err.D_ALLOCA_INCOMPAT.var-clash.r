-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ALLOCA_INCOMPAT.var-clash.d: [D_ALLOCA_INCOMPAT] line 14: a: cannot reuse the same identifier for both alloca and non-alloca allocations
