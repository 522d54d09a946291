/*
 * ASSERTION: trunc() of an aggregation keyed by func() removes every map
 * entry behind a consolidated row: trunc(@, 1) leaves one row, trunc(@)
 * none.
 */
#pragma D option quiet

profile-997 /arg0 != 0/ { @[func(arg0)] = count(); @[func(arg0 + 1)] = count(); }
tick-200ms { trunc(@, 1); printa(@); trunc(@); printa(@); exit(0); }
