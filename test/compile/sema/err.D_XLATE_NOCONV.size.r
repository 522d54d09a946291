-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_NOCONV.size.d: [D_XLATE_NOCONV] line 10: translator does not define conversion for member: pr_size
