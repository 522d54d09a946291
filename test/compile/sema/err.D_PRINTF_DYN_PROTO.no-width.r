-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PRINTF_DYN_PROTO.no-width.d: [D_PRINTF_DYN_PROTO] line 9: printf( ) prototype mismatch: conversion #2 (%d) is missing a corresponding "*" argument
