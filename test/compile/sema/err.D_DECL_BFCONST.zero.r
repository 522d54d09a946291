-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_BFCONST.zero.d: [D_DECL_BFCONST] line 9: positive integral constant expression expected as bit-field size
