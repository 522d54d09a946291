-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_AGG_SCALAR.sum-string.d: [D_AGG_SCALAR] line 9: sum( ) argument #1 must be of scalar type
