-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_KEY_TYPE.translated-inline.d: [D_KEY_TYPE] line 10: lwpsinfo_t * expression may not be used as aggregation index: key #2
