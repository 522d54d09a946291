-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_FMT.bad-conversion.d: [D_PRINTF_FMT] line 13: printf( ) format conversion #1 is undefined: %Q
