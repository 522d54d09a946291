-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRED_SCALAR.string.d: [D_PRED_SCALAR] line 12: predicate result must be of scalar type
