-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_SOU.dot-int.d: [D_OP_SOU] line 11: operator . cannot be applied to type "int"; must be applied to a struct or union
