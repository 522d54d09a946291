-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ARR_BOUNDS.constant-index.d: [D_ARR_BOUNDS] line 11: index outside array bounds: 3, max is 3
