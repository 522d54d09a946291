-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_SIZEOF_BITFIELD.bitfield.d: [D_SIZEOF_BITFIELD] line 12: cannot apply sizeof to a bit-field
