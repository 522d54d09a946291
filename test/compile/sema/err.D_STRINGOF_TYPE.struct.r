-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_STRINGOF_TYPE.struct.d: [D_STRINGOF_TYPE] line 12: cannot apply stringof to a value of type struct s
