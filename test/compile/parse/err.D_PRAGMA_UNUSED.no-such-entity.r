-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_UNUSED.no-such-entity.d: [D_PRAGMA_UNUSED] line 11: unused #pragma attributes
