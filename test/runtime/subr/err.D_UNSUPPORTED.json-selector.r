-- @@stderr --
dtrace: failed to compile script test/runtime/subr/err.D_UNSUPPORTED.json-selector.d: [D_UNSUPPORTED] line 4: json( ) with a selector that is not a string constant is not supported yet
