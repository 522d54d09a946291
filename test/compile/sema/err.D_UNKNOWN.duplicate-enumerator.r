-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_UNKNOWN.duplicate-enumerator.d: [D_UNKNOWN] line 11: failed to define enumerator 'RED': Duplicate member or variable name
