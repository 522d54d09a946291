/*
 * ASSERTION: with nspec=2 ids 1 and 2 are handed out, then 0; once a
 * speculation has been committed or discarded its id is free again.
 */
#pragma D option quiet
#pragma D option nspec=2

BEGIN
{
	n = 0;
	a = speculation();
	b = speculation();
	c = speculation();
	printf("%d %d %d\n", a, b, c);
}
BEGIN { speculate(b); printf("from b\n"); }
BEGIN { speculate(a); printf("from a\n"); }
BEGIN { commit(b); }
BEGIN { discard(a); }
tick-100ms /n == 0/ { n++; a = speculation(); b = speculation(); printf("again %d %d\n", a, b); }
tick-100ms /n == 1/ { n++; speculate(a); printf("late a\n"); }
tick-100ms /n == 2/ { n++; speculate(b); printf("late b\n"); }
tick-100ms /n == 3/ { n++; commit(a); }
tick-100ms /n == 4/ { exit(0); }
