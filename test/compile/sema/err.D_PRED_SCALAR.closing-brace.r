-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRED_SCALAR.closing-brace.d: [D_PRED_SCALAR] line 20: predicate result must be of scalar type
