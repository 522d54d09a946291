/*
 * ASSERTION: the D library's network names: ipaddr_t (an IPv4 address in
 * network byte order, what inet_ntoa() takes) and the address families.
 */
#pragma D option quiet

ipaddr_t *addr;

BEGIN
{
	addr = alloca(sizeof (ipaddr_t));
	*addr = htonl(0x0a000102);
	printf("%s %d %d %d\n", inet_ntoa(addr), sizeof (ipaddr_t), AF_INET, AF_INET6);
	exit(0);
}
