-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_KEY_TYPE.void-cast.d: [D_KEY_TYPE] line 9: void expression may not be used as aggregation index: key #2
