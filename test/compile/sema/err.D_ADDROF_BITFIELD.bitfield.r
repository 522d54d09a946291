-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_ADDROF_BITFIELD.bitfield.d: [D_ADDROF_BITFIELD] line 12: cannot take address of bit-field
