/*
 * ASSERTION: a clause whose record is larger than specsize ends at its
 * speculate(): the statements after it do not run and its record counts
 * as a speculative drop, while a smaller clause speculating to the same
 * speculation runs and is committed.  A record counts its data and 8
 * bytes against specsize: five 8-byte values (48) do not fit in 40, two
 * (24) do.
 */
#pragma D option quiet
#pragma D option specsize=40

long long x;

BEGIN { s = speculation(); x = 100; ran = 0; }
BEGIN
{
	speculate(s);
	printf("%lld %lld %lld %lld %lld\n", x, x + 1, x + 2, x + 3, x + 4);
	ran += 1;
}
BEGIN { speculate(s); printf("%lld %lld\n", x + 10, x + 11); ran += 10; }
BEGIN { commit(s); }
BEGIN { printf("ran %d\n", ran); exit(0); }
