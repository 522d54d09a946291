/*
 * ASSERTION: copyinstr() of an address that cannot be read is an invalid
 * address fault naming the address; the clause stops there.
 */
#pragma D option quiet

BEGIN { printf("%s\n", copyinstr(0)); }
BEGIN { printf("after\n"); exit(0); }
