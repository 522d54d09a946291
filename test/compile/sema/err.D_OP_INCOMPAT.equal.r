-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INCOMPAT.equal.d: [D_OP_INCOMPAT] line 9: operands have incompatible types: "string" == "int"
