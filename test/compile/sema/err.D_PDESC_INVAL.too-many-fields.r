-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PDESC_INVAL.too-many-fields.d: [D_PDESC_INVAL] line 8: invalid probe description "a:b:c:d:e": Overspecified probe description
