/*
 * ASSERTION: this-> variables live for one firing and are shared by the
 * clauses of that probe, in program order.
 */
#pragma D option quiet

BEGIN { this->x = 3; this->s = "local"; }
BEGIN { printf("%d %s\n", this->x * 2, this->s); exit(0); }
