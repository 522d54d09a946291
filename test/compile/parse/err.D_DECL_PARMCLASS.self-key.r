-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_PARMCLASS.self-key.d: [D_DECL_PARMCLASS] line 7: inappropriate storage class for function or associative array parameter
