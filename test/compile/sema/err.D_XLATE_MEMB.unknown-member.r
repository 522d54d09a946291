-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_MEMB.unknown-member.d: [D_XLATE_MEMB] line 15: translator member c is not a member of struct dst
