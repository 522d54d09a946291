-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_REDECL.library.d: [D_XLATE_REDECL] line 10: translator from struct task_struct * to struct psinfo has already been declared
