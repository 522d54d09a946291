-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_MACRO_UNDEF.variable.d: [D_MACRO_UNDEF] line 9: macro variable $nosuchmacro is not defined
