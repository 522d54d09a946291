-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_SIZEOF_TYPE.void.d: [D_SIZEOF_TYPE] line 9: cannot apply sizeof to an operand of unknown size
