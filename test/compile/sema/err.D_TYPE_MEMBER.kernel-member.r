-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TYPE_MEMBER.kernel-member.d: [D_TYPE_MEMBER] line 9: no_such_member is not a member of struct task_struct
