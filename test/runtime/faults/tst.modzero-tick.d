/*
 * ASSERTION: a fault in one firing does not stop later firings: every tick
 * faults in its first clause and still counts in its second.
 */
#pragma D option quiet

int n;

tick-10ms { z = 0; y = 5 % z; }
tick-10ms { n++; }
tick-10ms /n == 3/ { printf("%d ticks\n", n); exit(0); }
