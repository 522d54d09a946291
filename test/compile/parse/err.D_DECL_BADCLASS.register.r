-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_BADCLASS.register.d: [D_DECL_BADCLASS] line 7: specified storage class not appropriate in D
