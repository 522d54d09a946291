-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_IDENT_AMBIG.enum-and-global.d: [D_IDENT_AMBIG] line 14: ambiguous use of operator ==: GREEN is both a enum colour enum tag and a global scalar
