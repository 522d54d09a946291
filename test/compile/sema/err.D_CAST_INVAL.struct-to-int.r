-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_CAST_INVAL.struct-to-int.d: [D_CAST_INVAL] line 12: invalid cast expression: "struct s" to "int"
