-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROV_PRDUP.twice.d: [D_PROV_PRDUP] line 9: probe redeclared: dup:::work-start
