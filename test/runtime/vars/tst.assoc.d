/*
 * ASSERTION: associative arrays take tuple keys of strings and integers; a
 * missing element reads as 0 (a missing string as NULL), compound assignment
 * updates in place and assigning 0 deletes.
 */
#pragma D option quiet

BEGIN
{
	a["x"] = 1;
	a["y"] = 2;
	a["x"] += 10;
	b[1, "k"] = 7;
	printf("%d %d %d %d %d\n", a["x"], a["y"], a["z"], b[1, "k"], b[2, "k"]);
	a["x"] = 0;
	printf("%d\n", a["x"]);
	names[pid] = "me";
	printf("%s|%d|\n", names[pid], names[0] == NULL);
	exit(0);
}
