-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_CG_DYN.xlate-pointer.d: [D_CG_DYN] line 9: expression cannot evaluate to result of dynamic type
