-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_USELESS.type-only.d: [D_DECL_USELESS] line 7: useless declaration
