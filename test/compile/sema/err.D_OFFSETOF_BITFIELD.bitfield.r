-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_OFFSETOF_BITFIELD.bitfield.d: [D_OFFSETOF_BITFIELD] line 11: cannot take offset of a bit-field: b
