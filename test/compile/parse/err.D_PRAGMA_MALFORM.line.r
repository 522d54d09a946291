-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_MALFORM.line.d: [D_PRAGMA_MALFORM] line 7: malformed #line <line> [ ["file"] state ]
