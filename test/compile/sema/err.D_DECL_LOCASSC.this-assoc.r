-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_DECL_LOCASSC.this-assoc.d: [D_DECL_LOCASSC] line 8: associative arrays may not be declared as local variables: counts
