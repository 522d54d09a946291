-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_INVAL.attributes.d: [D_PRAGMA_INVAL] line 10: invalid attributes specified by #pragma attributes
