-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_CAST_INVAL.xlate-pointer.d: [D_CAST_INVAL] line 19: invalid cast expression: "pointer to translated data" to "unsigned long"
