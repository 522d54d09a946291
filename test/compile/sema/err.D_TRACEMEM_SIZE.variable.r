-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_TRACEMEM_SIZE.variable.d: [D_TRACEMEM_SIZE] line 10: tracemem( ) argument #2 must be a non-zero positive integral constant expression
