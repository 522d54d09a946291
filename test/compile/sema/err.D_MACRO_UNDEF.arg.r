-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_MACRO_UNDEF.arg.d: [D_MACRO_UNDEF] line 9: macro argument $1 is not defined
