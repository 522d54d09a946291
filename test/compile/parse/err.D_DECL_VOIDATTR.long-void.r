-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_VOIDATTR.long-void.d: [D_DECL_VOIDATTR] line 7: invalid type declaration: attributes may not be used with void type
