-- @@stderr --
dtrace: failed to compile script prov.d: [D_PROV_PRDUP] line 3: probe redeclared: twice:::ping
