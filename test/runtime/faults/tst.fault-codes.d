/*
 * ASSERTION: the D library names the fault codes, and the ERROR probe's
 * arg4 holds the code of the fault that fired it (arg5 the bad address,
 * or the bad size); the error line gives the size in hex, as the address.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d %d %d %d\n", DTRACEFLT_UNKNOWN,
	    DTRACEFLT_BADADDR, DTRACEFLT_BADALIGN, DTRACEFLT_ILLOP,
	    DTRACEFLT_DIVZERO, DTRACEFLT_NOSCRATCH, DTRACEFLT_KPRIV,
	    DTRACEFLT_UPRIV, DTRACEFLT_TUPOFLOW, DTRACEFLT_BADSTACK,
	    DTRACEFLT_BADSIZE, DTRACEFLT_BADINDEX, DTRACEFLT_LIBRARY);
}

BEGIN
{
	zero = 0;
	n = 10 % zero;
}

BEGIN
{
	buf = alloca(16);
	bcopy((void *)curthread, buf, 1000);
}

BEGIN
{
	v = *(int *)0x2000;
}

ERROR
/arg4 == DTRACEFLT_DIVZERO/
{
	printf("divide fault, address %d\n", arg5);
}

ERROR
/arg4 == DTRACEFLT_BADSIZE/
{
	printf("size fault, size %d\n", arg5);
}

ERROR
/arg4 == DTRACEFLT_BADADDR/
{
	printf("address fault at 0x%x\n", arg5);
	exit(0);
}
