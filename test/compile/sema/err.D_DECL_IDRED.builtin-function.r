-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_IDRED.builtin-function.d: [D_DECL_IDRED] line 7: built-in identifier redeclared: basename
