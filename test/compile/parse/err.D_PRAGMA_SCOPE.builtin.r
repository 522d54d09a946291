-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_SCOPE.builtin.d: [D_PRAGMA_SCOPE] line 7: #pragma attributes cannot modify entity outside program scope
