-- @@stderr --
dtrace: failed to compile script test/runtime/print/err.D_PRINT_SIZE.zero.d: [D_PRINT_SIZE] line 7: print( ) argument #1 reference has type 'struct bpf_raw_tracepoint_args' with size 0; cannot print( ) it.
