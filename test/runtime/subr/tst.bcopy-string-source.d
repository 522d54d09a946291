/*
 * ASSERTION: bcopy()'s source may be a string (its bytes are copied, as
 * from any address); its destination must still be alloca'd scratch.
 */
#pragma D option quiet

BEGIN
{
	this->buf = (char *)alloca(8);
	bcopy(probename, this->buf, 5);
	this->buf[5] = '\0';
	printf("%s\n", stringof(this->buf));
	exit(0);
}
