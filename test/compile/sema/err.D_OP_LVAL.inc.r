-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_LVAL.inc.d: [D_OP_LVAL] line 9: operator ++ requires modifiable lvalue as an operand
