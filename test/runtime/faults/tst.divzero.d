/*
 * ASSERTION: a runtime division by zero stops the faulting clause with
 * Oracle's error line on stderr; the next clause of the same probe and the
 * rest of the session go on.
 */
#pragma D option quiet

BEGIN { a = 0; x = 1 / a; printf("not reached\n"); }
BEGIN { printf("next clause %d\n", x); exit(0); }
