/*
 * ASSERTION: enumerators are integer constants: implicit values count on
 * from the previous one, and an enum variable holds them.
 *
 * @@runtest-opts: -q
 */

enum color { RED, GREEN = 5, BLUE, ALPHA = GREEN * 4 };

enum color c;

BEGIN
{
	c = BLUE;
	printf("%d %d %d %d %d\n", RED, GREEN, BLUE, ALPHA, c);
	printf("%d %d\n", sizeof (enum color), c == BLUE);
	exit(0);
}
