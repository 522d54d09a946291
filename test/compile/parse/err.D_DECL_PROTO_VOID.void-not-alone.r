-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_PROTO_VOID.void-not-alone.d: [D_DECL_PROTO_VOID] line 7: void must be sole parameter
