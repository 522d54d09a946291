-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_INCOMPLETE.forward.d: [D_OP_INCOMPLETE] line 11: operator -> cannot be applied to a forward declaration: no struct fwd definition is available
