-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_SOU.arrow-int-pointer.d: [D_OP_SOU] line 11: operator -> cannot be applied to pointer to type "int"; must be applied to a struct or union pointer
