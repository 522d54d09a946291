-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRAGMA_MALFORM.option.d: [D_PRAGMA_MALFORM] line 7: malformed #pragma option <option>=<val>
