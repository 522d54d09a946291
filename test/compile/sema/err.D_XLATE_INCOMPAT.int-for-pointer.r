-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_XLATE_INCOMPAT.int-for-pointer.d: [D_XLATE_INCOMPAT] line 14: translator member ptr definition uses incompatible types: "int *" = "int"
