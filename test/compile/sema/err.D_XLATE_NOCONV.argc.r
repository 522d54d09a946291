-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_NOCONV.argc.d: [D_XLATE_NOCONV] line 9: translator does not define conversion for member: pr_argc
