/*
 * ASSERTION: getmajor() and getminor() split a kernel dev_t: 12 bits of
 * major number above 20 bits of minor number (for /dev/sda1, 8:1, the
 * kernel keeps 0x800001).  Bits past the 32 of a dev_t are dropped.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", getmajor(0), getminor(0));
	printf("%d %d\n", getmajor(0x800001), getminor(0x800001));
	printf("%d %d\n", getmajor(0x100003), getminor(0x100003));
	printf("%d %d\n", getmajor(0xffffffff), getminor(0xffffffff));
	printf("%d %d\n", getmajor(0x1fff00005), getminor(0x1fff00005));
	exit(0);
}
