-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_ARG_PROTO.missing.d: [D_PRINTF_ARG_PROTO] line 10: printf( ) prototype mismatch: conversion #2 (%d) is missing a corresponding value argument
