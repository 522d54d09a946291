-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_LVAL.parenthesized-sum.d: [D_OP_LVAL] line 11: operator = requires modifiable lvalue as an operand
