-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_AMBIG.kernel-tag-and-enumerator.d: [D_IDENT_AMBIG] line 12: ambiguous use of operator !=: TT_NONE is both a enum timespec_type enum tag and a global enumerator
