-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_SOU.int-output.d: [D_XLATE_SOU] line 9: translator output type must be a struct or union
