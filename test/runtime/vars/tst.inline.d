/*
 * ASSERTION: inline constants stand for their value, converted to their
 * declared type, wherever they are used.
 */
#pragma D option quiet

inline int N = 5;
inline uint8_t SMALL = 0x1ff;
inline string GREETING = "hello";

BEGIN
{
	printf("%d %d %s %d\n", N * 2, SMALL, GREETING, strlen(GREETING) == N);
	exit(0);
}
