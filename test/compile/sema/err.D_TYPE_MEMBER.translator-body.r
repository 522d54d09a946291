-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TYPE_MEMBER.translator-body.d: [D_TYPE_MEMBER] line 13: missing is not a member of struct src
