/*
 * ASSERTION: pid and ppid are those of the process the probe fires in: at
 * BEGIN, dtrace itself, so they equal the $pid and $ppid macros.
 */
#pragma D option quiet

BEGIN { printf("%d %d\n", pid == $pid, ppid == $ppid); exit(0); }
