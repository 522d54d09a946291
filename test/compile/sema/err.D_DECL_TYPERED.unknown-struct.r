-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_TYPERED.unknown-struct.d: [D_DECL_TYPERED] undefined type: struct nosuch
