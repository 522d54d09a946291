-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_PROTO_NAME.named-void.d: [D_DECL_PROTO_NAME] line 7: void parameter may not have a name: none
