-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_DEPEND.library.d: [D_PRAGMA_DEPEND] line 12: main program may not explicitly depend on a library
