-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_BFSIZE.too-wide.d: [D_DECL_BFSIZE] line 8: bit-field too big for type: a
