-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_AGG_CONV.printf.d: [D_PRINTF_AGG_CONV] line 9: %@ conversion requires an aggregation and is not for use with printf( )
