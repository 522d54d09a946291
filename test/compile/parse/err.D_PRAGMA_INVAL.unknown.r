-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_INVAL.unknown.d: [D_PRAGMA_INVAL] line 7: invalid D pragma: nosuchthing
