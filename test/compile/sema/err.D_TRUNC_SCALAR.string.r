-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TRUNC_SCALAR.string.d: [D_TRUNC_SCALAR] line 10: trunc( ) argument #2 must be of scalar type
