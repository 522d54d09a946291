-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ATTR_MIN.clause.d: [D_ATTR_MIN] line 19: attributes for clause (Unstable/Unstable/Common) are less than predefined minimum
