-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_COMBO.missing-semicolon.d: [D_DECL_COMBO] line 12: invalid type combination
