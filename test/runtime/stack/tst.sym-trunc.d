/*
 * ASSERTION: trunc() of an aggregation keyed by func() removes every map
 * entry behind a consolidated row: trunc(@, 1) leaves one row, trunc(@)
 * none.  The tick waits for a kernel sample: with both CPUs busy in user
 * space, 200 ms may pass without one.
 */
#pragma D option quiet

profile-997 /arg0 != 0/ { @[func(arg0)] = count(); @[func(arg0 + 1)] = count(); n++; }
tick-200ms /n > 0/ { trunc(@, 1); printa(@); trunc(@); printa(@); exit(0); }
