/*
 * ASSERTION: actions in a branch that is not taken do not happen: no
 * output, no exit(), no trunc(); those in the taken branch do.
 */
#pragma D option quiet

BEGIN
{
	@a["k"] = count();
	if (0) {
		printf("not taken %d\n", 5);
		trunc(@a);
		exit(3);
	} else {
		printf("taken\n");
	}
}

BEGIN { printa(@a); exit(0); }
