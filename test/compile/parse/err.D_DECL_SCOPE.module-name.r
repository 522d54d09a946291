-- @@stderr --
dtrace: failed to compile script test/compile/parse/err.D_DECL_SCOPE.module-name.d: [D_DECL_SCOPE] line 7: D scoping operator may not be used in a declaration name (vmlinux`counter)
