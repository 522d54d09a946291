-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_NONE.no-translator.d: [D_XLATE_NONE] line 11: cannot translate from "struct task_struct *" to "struct s *"
