/*
 * ASSERTION: setopt("aggsortkey") changes how a later printa() sorts;
 * setopt("aggsortkey", "off") restores sorting by value.
 */
#pragma D option quiet

BEGIN
{
	@[1] = sum(30);
	@[2] = sum(20);
	@[3] = sum(10);
	printa("%d %@d\n", @);
	setopt("aggsortkey");
	printf("--\n");
	printa("%d %@d\n", @);
	setopt("aggsortkey", "off");
	printf("--\n");
	printa("%d %@d\n", @);
	exit(0);
}
