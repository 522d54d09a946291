/*
 * ASSERTION: pid$target:a.out::entry makes an entry probe on every
 * function of the executable; the trigger's calls arrive in order
 * (main too: -c holds the process at main's first instruction).
 *
 * @@trigger: pid-funcs 1
 * @@runtest-opts: -q
 */
pid$target:a.out::entry
/probefunc == "main" || probefunc == "outer" || probefunc == "inner"/
{
	printf("%s\n", probefunc);
}
