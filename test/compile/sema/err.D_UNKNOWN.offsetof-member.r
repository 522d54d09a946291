-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_UNKNOWN.offsetof-member.d: [D_UNKNOWN] line 11: failed to determine offset of b: Member name not found.
