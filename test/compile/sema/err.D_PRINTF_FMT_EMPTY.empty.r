-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_FMT_EMPTY.empty.d: [D_PRINTF_FMT_EMPTY] line 9: printf( ) format string is empty
