-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRAGMA_INVAL.binding-version.d: [D_PRAGMA_INVAL] line 6: invalid version string specified by #pragma binding
