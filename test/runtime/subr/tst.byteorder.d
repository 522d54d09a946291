/*
 * ASSERTION: htons/htonl/htonll and ntohs/ntohl/ntohll reverse the bytes
 * of a 16-, 32- and 64-bit value (on a little-endian host), truncating the
 * argument to that width.
 */
#pragma D option quiet

BEGIN
{
	printf("%x %x %x\n", htons(0x1234), htonl(0x12345678), htonll(0x0102030405060708));
	printf("%x %x %x\n", ntohs(0xabcd), ntohl(0xdeadbeef), ntohll(0x1122334455667788));
	printf("%x %x %d\n", htons(0x123456), htonl(0xff), ntohs(htons(8080)));
	exit(0);
}
