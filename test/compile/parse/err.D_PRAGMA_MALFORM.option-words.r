-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_PRAGMA_MALFORM.option-words.d: [D_PRAGMA_MALFORM] line 9: superfluous arguments specified for #pragma option
