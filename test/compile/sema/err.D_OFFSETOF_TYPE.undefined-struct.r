-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OFFSETOF_TYPE.undefined-struct.d: [D_OFFSETOF_TYPE] line 9: offsetof operand must be a struct or union type
