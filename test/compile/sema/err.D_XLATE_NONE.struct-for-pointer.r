-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_NONE.struct-for-pointer.d: [D_XLATE_NONE] line 16: cannot translate from "struct src" to "struct dst"
