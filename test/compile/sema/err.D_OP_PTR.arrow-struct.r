-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_PTR.arrow-struct.d: [D_OP_PTR] line 12: operator -> must be applied to a pointer
