/*
 * ASSERTION: speculations live across probe firings: each tick speculates
 * a line, and only the ticks whose speculation is committed show.
 */
#pragma D option quiet

BEGIN { n = 0; }
tick-100ms /n < 4/ { s = speculation(); n++; }
tick-100ms /s/ { speculate(s); printf("tick %d\n", n); }
tick-100ms /s && n % 2 == 0/ { commit(s); s = 0; }
tick-100ms /s && n % 2 == 1/ { discard(s); s = 0; }
tick-100ms /n >= 4/ { exit(0); }
