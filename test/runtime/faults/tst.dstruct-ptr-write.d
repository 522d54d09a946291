/*
 * ASSERTION: a member of a D-declared struct may be assigned through a
 * pointer (it compiles, as in DTrace); writing anywhere but scratch memory
 * is an invalid address fault at run time, reported by the ERROR probe;
 * through a NULL pointer the faulting address is 0, as in DTrace.
 */
#pragma D option quiet

struct point { int x; int y; };
struct point *pp;

BEGIN { pp->y = 7; printf("not reached\n"); }
ERROR { printf("fault %d at 0x%x\n", arg4, arg5); exit(0); }
