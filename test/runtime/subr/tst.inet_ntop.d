/*
 * ASSERTION: inet_ntop() prints AF_INET addresses as dotted quads and
 * AF_INET6 ones as lowercase hex groups without leading zeros, the longest
 * run of zero groups (the first of equally long ones) written "::"; an
 * IPv4-mapped (::ffff:a.b.c.d) or IPv4-compatible (::a.b.c.d) address
 * prints as its dotted quad.  inet_ntoa6() prints as inet_ntop(AF_INET6).
 * Any other address family is an illegal operation.  (alloca() memory
 * lasts one clause, so each clause makes its own.)
 *
 * @@runtest-opts: -C
 */
#pragma D option quiet

uint8_t *a;

/* a = the 16 bytes of an address, given as eight 16-bit groups */
#define SET6(g0, g1, g2, g3, g4, g5, g6, g7) \
	a[0] = (g0) >> 8; a[1] = (g0) & 0xff; a[2] = (g1) >> 8; a[3] = (g1) & 0xff; \
	a[4] = (g2) >> 8; a[5] = (g2) & 0xff; a[6] = (g3) >> 8; a[7] = (g3) & 0xff; \
	a[8] = (g4) >> 8; a[9] = (g4) & 0xff; a[10] = (g5) >> 8; a[11] = (g5) & 0xff; \
	a[12] = (g6) >> 8; a[13] = (g6) & 0xff; a[14] = (g7) >> 8; a[15] = (g7) & 0xff

BEGIN
{
	a = (uint8_t *)alloca(16);
	*(ipaddr_t *)a = htonl(0xc0a80117);
	printf("%s\n", inet_ntop(AF_INET, a));
	*(ipaddr_t *)a = htonl(0x7f000001);
	printf("%s\n", inet_ntop(AF_INET, a));
	*(ipaddr_t *)a = htonl(0xffffffff);
	printf("%s\n", inet_ntop(AF_INET, a));
	*(ipaddr_t *)a = 0;
	printf("%s\n", inet_ntop(AF_INET, a));
}

BEGIN
{
	a = (uint8_t *)alloca(16);
	SET6(0xfe80, 0, 0, 0, 0x214, 0x4fff, 0xfe0b, 0x76c8);
	printf("%s\n", inet_ntop(AF_INET6, a));
	SET6(0x1080, 0, 0, 0, 0, 0x808, 0xc, 0x417a);
	printf("%s\n", inet_ntop(AF_INET6, a));
	SET6(0, 0, 0, 0, 0, 0, 0, 1);
	printf("%s\n", inet_ntop(AF_INET6, a));
	SET6(0, 0, 0, 0, 0, 0, 0, 0);
	printf("%s\n", inet_ntop(AF_INET6, a));
}

BEGIN
{
	a = (uint8_t *)alloca(16);
	SET6(0, 0, 0, 0, 0, 0, 0x7f00, 1);
	printf("%s\n", inet_ntop(AF_INET6, a));
	SET6(0, 0, 0, 0, 0, 0xffff, 0x7f00, 1);
	printf("%s\n", inet_ntop(AF_INET6, a));
	SET6(0, 0, 0, 0, 0, 0xfffe, 0x7f00, 1);
	printf("%s\n", inet_ntop(AF_INET6, a));
	SET6(0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff, 0xffff);
	printf("%s\n", inet_ntop(AF_INET6, a));
}

BEGIN
{
	a = (uint8_t *)alloca(16);
	SET6(1, 0, 0, 2, 0, 0, 3, 4);
	printf("%s\n", inet_ntop(AF_INET6, a));
	SET6(1, 0, 0, 2, 0, 0, 0, 4);
	printf("%s\n", inet_ntop(AF_INET6, a));
	SET6(0x2001, 0xdb8, 0, 0, 1, 0, 0, 0);
	printf("%s\n", inet_ntop(AF_INET6, a));
	printf("%s\n", inet_ntoa6((struct in6_addr *)a));
}

BEGIN
{
	a = (uint8_t *)alloca(16);
	printf("%s\n", inet_ntop(12, a));
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
}
