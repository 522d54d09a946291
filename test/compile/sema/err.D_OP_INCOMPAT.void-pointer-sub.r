-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INCOMPAT.void-pointer-sub.d: [D_OP_INCOMPAT] line 10: operands have incompatible types: "void *" - "int"
