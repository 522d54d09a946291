-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_UNKNOWN.short-long.d: [D_UNKNOWN] line 8: failed to resolve type short long int : Unknown type name
