-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_UNDEF.unknown-module.d: [D_IDENT_UNDEF] line 10: failed to resolve no_such_module`jiffies: Unknown module name
