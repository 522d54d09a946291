-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_AGG_REDEF.func.d: [D_AGG_REDEF] line 11: aggregation redefined: @a
	 current: @a = sum( )
	previous: @a = count( ) : line 10
