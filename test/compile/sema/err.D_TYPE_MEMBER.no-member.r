-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TYPE_MEMBER.no-member.d: [D_TYPE_MEMBER] line 12: b is not a member of struct s
