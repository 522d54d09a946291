-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROV_INCOMPAT.new-probe.d: [D_PROV_INCOMPAT] line 13: provider interface mismatch: again
	 current: probe again:::two defined
	previous: probe again:::two not defined
