-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_AMBIG.enum-and-global.d: [D_IDENT_AMBIG] line 14: ambiguous use of operator ==: TT_NATIVE is both a enum timespec_type enum tag and a global scalar
