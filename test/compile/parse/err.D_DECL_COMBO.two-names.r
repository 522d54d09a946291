-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_COMBO.two-names.d: [D_DECL_COMBO] line 9: invalid type combination
