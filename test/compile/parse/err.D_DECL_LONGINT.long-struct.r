-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_LONGINT.long-struct.d: [D_DECL_LONGINT] line 9: invalid type declaration: long and long long may only be used with integer or floating-point type
