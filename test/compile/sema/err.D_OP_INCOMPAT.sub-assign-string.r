-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INCOMPAT.sub-assign-string.d: [D_OP_INCOMPAT] line 10: operands have incompatible types: "string" -= "int"
