-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OP_VFPTR.void-increment.d: [D_OP_VFPTR] line 10: operator ++ requires an operand of known size
