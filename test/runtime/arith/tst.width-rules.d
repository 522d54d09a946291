/*
 * ASSERTION: D's integer rules, as DTrace has them: arithmetic is done in
 * 64 bits and cut to the result type only when it is recorded or stored
 * (an int product that passes 2^31 survives a division); there is no
 * promotion to int, so an unsigned char plus a signed char is an unsigned
 * char and 254 + 3 prints 1; the remainder of a signed division is
 * negative when the quotient is.
 *
 * @@runtest-opts: -q
 */

unsigned char uc;
signed char sc;
unsigned short us;
int big, r;

BEGIN
{
	big = 100000;
	r = big * big / big;
	printf("%d\n", r);

	uc = 254;
	sc = 3;
	printf("%d %d\n", uc + sc, sc + uc);

	us = 65535;
	printf("%d\n", us + sc);

	printf("%d %d %d %d\n", 17 % 5, 17 % -5, -17 % 5, -17 % -5);
	printf("%d %d %d %d\n", 17 / 5, 17 / -5, -17 / 5, -17 / -5);
	exit(0);
}
