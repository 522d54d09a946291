-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_ARRNULL.no-dimension.d: [D_DECL_ARRNULL] line 7: array declaration requires array dimension or tuple signature: counts
