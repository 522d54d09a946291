-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRAGMA_DEPEND.provider.d: [D_PRAGMA_DEPEND] line 6: program requires provider nosuchprovider
