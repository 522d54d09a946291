-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_UNDEF.unknown-symbol.d: [D_IDENT_UNDEF] line 10: failed to resolve vmlinux`no_such_kernel_symbol_at_all: Unknown symbol name
