-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_MACRO_UNUSED.extra-arg.d: [D_MACRO_UNUSED] extraneous argument 'unused' ($2 is not referenced)
