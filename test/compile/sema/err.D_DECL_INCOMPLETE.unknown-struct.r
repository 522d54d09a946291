-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_INCOMPLETE.unknown-struct.d: [D_DECL_INCOMPLETE] line 7: incomplete struct/union/enum struct nosuch: x
