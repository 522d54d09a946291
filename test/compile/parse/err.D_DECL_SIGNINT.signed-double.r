-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_SIGNINT.signed-double.d: [D_DECL_SIGNINT] line 7: invalid type declaration: signed and unsigned may only be used with integer type
