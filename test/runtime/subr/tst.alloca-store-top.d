/*
 * ASSERTION: every byte of alloca()'d memory can be written through the
 * pointer, the last one included, and read back; a char array in it reads
 * as a string.
 */
#pragma D option quiet

BEGIN
{
	p = (char *)alloca(5);
	p[0] = 'd'; p[1] = 'o'; p[2] = 'n'; p[3] = 'e';
	p[4] = 0;
	printf("%s %c\n", stringof(p), p[3]);
	q = (uint16_t *)alloca(6);
	q[2] = 0x4142;
	printf("%x\n", q[2]);
	exit(0);
}

ERROR
{
	exit(1);
}
