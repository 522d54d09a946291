/*
 * ASSERTION: comparing a value of an enum type with a name that is both
 * one of that enum's tags and a global variable is ambiguous.
 *
 * @@runtest-opts: -e
 */

int GREEN;
enum colour { RED, GREEN, BLUE };
enum colour c;

BEGIN
{
	trace(c == GREEN);
}
