/*
 * Eight keys fit the default tuple registers, for an associative array,
 * a thread-local array and an aggregation alike.
 */
#pragma D option quiet

BEGIN
{
	grid[1, 2, 3, 4, 5, 6, 7, "eighth"] = 100;
	self->grid[8, 7, 6, 5, 4, 3, 2, 1] = 200;
	@wide[1, 2, 3, 4, 5, 6, 7, 8] = count();
	printf("%d %d\n", grid[1, 2, 3, 4, 5, 6, 7, "eighth"], self->grid[8, 7, 6, 5, 4, 3, 2, 1]);
	exit(0);
}
