-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRAGMA_MALFORM.depends-on.d: [D_PRAGMA_MALFORM] line 5: malformed #pragma depends_on <class> <name>
