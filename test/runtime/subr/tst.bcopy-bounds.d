/*
 * ASSERTION: bcopy() may fill alloca()'d memory up to its last byte, also
 * into memory alloca()'d by its own destination argument; a size above
 * scratchsize (a negative one too) is an invalid size fault.  (The source
 * is the comm of dtrace itself, the thread BEGIN runs in.)
 */
#pragma D option quiet

BEGIN
{
	s = (char *)alloca(6);
	bcopy(&curthread->comm[0], s, 6);
	printf("%s\n", stringof(s));
	t = (char *)alloca(0);
	bcopy(&curthread->comm[0], alloca(3), 3);
	printf("%c%c%c\n", t[0], t[1], t[2]);
}

BEGIN
{
	d = alloca(4);
	n = -1;
	bcopy(&curthread->comm[0], d, n);
	printf("not reached\n");
}

ERROR
{
	printf("fault %d\n", arg4);
	exit(0);
}
