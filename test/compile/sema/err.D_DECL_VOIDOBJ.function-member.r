-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_VOIDOBJ.function-member.d: [D_DECL_VOIDOBJ] line 9: cannot have void member: open
