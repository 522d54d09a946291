-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_KEY_TYPE.aggregation.d: [D_KEY_TYPE] line 10: aggregation expression may not be used as aggregation index: key #2
