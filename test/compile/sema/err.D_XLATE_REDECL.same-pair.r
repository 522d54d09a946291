-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_REDECL.same-pair.d: [D_XLATE_REDECL] line 14: translator from struct src * to struct dst has already been declared
