-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_BFTYPE.pointer.d: [D_DECL_BFTYPE] line 8: invalid type for bit-field: p
