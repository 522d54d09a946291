/*
 * ASSERTION: trace() of a char array prints a string when its bytes are
 * printable characters followed only by NULs, and a dump of its bytes
 * otherwise (an embedded NUL before more characters, control bytes), as
 * DTrace does.
 */
#pragma D option quiet

char s[8];
char m[6];
char c[4];

BEGIN
{
	s[0] = 'o'; s[1] = 'k';
	m[0] = 'a'; m[1] = 0; m[2] = 'b';
	c[0] = 1; c[1] = 2;
	trace(s);
	printf("|\n");
	trace(m);
	trace(c);
	exit(0);
}
