/*
 * ASSERTION: link_ntop() prints an Ethernet address (6 bytes) or an
 * InfiniBand address (20 bytes) as two-digit lowercase hex bytes joined by
 * colons; the address may be a pointer or an array.  Any other hardware
 * type is an illegal operation fault, a NULL address an invalid address.
 */
#pragma D option quiet

uint8_t ibaddr[20];

BEGIN
{
	mac = (uint8_t *)alloca(6);
	mac[0] = 0x0a; mac[1] = 0x00; mac[2] = 0x27;
	mac[3] = 0xff; mac[4] = 0x9c; mac[5] = 0x01;
	printf("%s\n", link_ntop(ARPHRD_ETHER, mac));
	ibaddr[0] = 0xfe; ibaddr[1] = 0x80; ibaddr[8] = 0x02; ibaddr[19] = 0x7b;
	printf("%s\n", link_ntop(ARPHRD_INFINIBAND, ibaddr));
	printf("%d\n", strlen(link_ntop(ARPHRD_INFINIBAND, ibaddr)));
}

BEGIN
{
	printf("%s\n", link_ntop(2, mac));
}

BEGIN
{
	printf("%s\n", link_ntop(ARPHRD_ETHER, (uint8_t *)0));
}

BEGIN
{
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4);
}
