-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROV_BADNAME.digit.d: [D_PROV_BADNAME] line 8: provider name may not end with a digit: app2
