-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_UNKNOWN.duplicate-member.d: [D_UNKNOWN] line 9: failed to define member 'key': Duplicate member or variable name
