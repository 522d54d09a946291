-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_NORMALIZE_SCALAR.string.d: [D_NORMALIZE_SCALAR] line 10: normalize( ) argument #2 must be of scalar type
