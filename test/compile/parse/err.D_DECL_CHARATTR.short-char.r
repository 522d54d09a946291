-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_CHARATTR.short-char.d: [D_DECL_CHARATTR] line 7: invalid type declaration: short and long may not be used with char type
