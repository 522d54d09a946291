-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROV_INCOMPAT.arg-count.d: [D_PROV_INCOMPAT] line 11: probe again:::one output prototype mismatch:
	 current: 2 args
	previous: 1 arg
