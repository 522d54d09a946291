-- @@stderr --
dtrace: failed to compile script test/compile/sema/err.D_AGG_NULL.bare-reference.d: [D_AGG_NULL] line 14: expression has null effect: @ticks
