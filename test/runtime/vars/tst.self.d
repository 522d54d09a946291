/*
 * ASSERTION: self-> variables keep their value across clauses of the same
 * thread; assigning 0 deletes them and a deleted one reads as 0.
 */
#pragma D option quiet

BEGIN { self->x = 5; self->s = "thread"; }
BEGIN { printf("%d %s\n", self->x, self->s); self->x = 0; }
BEGIN { printf("%d\n", self->x); self->x++; self->x += 2; printf("%d\n", self->x); exit(0); }
