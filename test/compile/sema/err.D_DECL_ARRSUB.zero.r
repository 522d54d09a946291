-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_ARRSUB.zero.d: [D_DECL_ARRSUB] line 7: positive integral constant expression or tuple signature expected as array declaration subscript
