-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_MALFORM.attributes.d: [D_PRAGMA_MALFORM] line 8: malformed #pragma attributes <attributes> <ident>
