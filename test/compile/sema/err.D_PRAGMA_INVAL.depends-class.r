-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRAGMA_INVAL.depends-class.d: [D_PRAGMA_INVAL] line 6: invalid class kernel specified by #pragma depends_on
