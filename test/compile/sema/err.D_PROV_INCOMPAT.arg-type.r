-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_PROV_INCOMPAT.arg-type.d: [D_PROV_INCOMPAT] line 11: probe again:::one output prototype argument #2 mismatch:
	 current: long
	previous: char *
