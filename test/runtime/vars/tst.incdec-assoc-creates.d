/*
 * ASSERTION: ++ and -- on an element of an associative array that nothing
 * has assigned yet define the array, with int64_t values: every element
 * starts at 0, tuple keys work, and a predicate may be the first use
 * (the `hits[key]++` counting idiom of the Dynamic Tracing Guide).
 *
 * @@runtest-opts: -q
 */

tick-1ms
/seen[probename]++ < 3/
{
	hits[seen[probename] % 2]++;
	--depth["a", 7];
}

tick-1ms
/seen[probename] == 4/
{
	printf("seen=%d even=%d odd=%d depth=%d size=%d\n", seen["tick-1ms"],
	    hits[0], hits[1], depth["a", 7], sizeof (hits[0]));
	printf("post=%d pre=%d unset=%d\n", hits[0]++, ++hits[0], hits[9]);
	exit(0);
}
