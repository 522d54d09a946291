/*
 * ASSERTION: entries with equal values sort by their keys, the first key
 * first (strings by strcmp, so "a" before "ab"; integers as unsigned
 * values, so -1 after 3); aggsortkey sorts by the keys before the value;
 * aggsortkeypos starts with the given key and goes on with the others in
 * order; aggsortrev reverses the whole order.
 */
#pragma D option quiet

BEGIN
{
	@a["b", 2] = count(); @a["a", 3] = count(); @a["a", 1] = count();
	@a["b", 1] = count(); @a["c", 0] = count(); @a["c", 0] = count();
	@a["ab", -1] = count();
	printa("%s %d %@d\n", @a);
	printf("--\n");
	setopt("aggsortkey");
	printa("%s %d %@d\n", @a);
	printf("--\n");
	setopt("aggsortkeypos", "1");
	printa("%s %d %@d\n", @a);
	printf("--\n");
	setopt("aggsortrev");
	printa("%s %d %@d\n", @a);
	exit(0);
}
