-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_AGG_MDIM.two-subscripts.d: [D_AGG_MDIM] line 9: improper attempt to reference @bytes as a multi-dimensional array
