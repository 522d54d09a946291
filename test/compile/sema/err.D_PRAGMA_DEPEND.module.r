-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRAGMA_DEPEND.module.d: [D_PRAGMA_DEPEND] line 6: program requires module no_such_module_here
