-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_OP_INCOMPAT.line-after-operand.d: [D_OP_INCOMPAT] line 13: operands have incompatible types: "string" - "int"
