/*
 * ASSERTION: a whole array may not be assigned.
 *
 * @@runtest-opts: -e
 */

uint16_t src[8];
uint16_t dst[8];

BEGIN
{
	dst = src;
}
