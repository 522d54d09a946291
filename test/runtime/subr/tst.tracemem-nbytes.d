/*
 * ASSERTION: tracemem(addr, size, nbytes) records size bytes and prints
 * the first nbytes of them; an nbytes below zero or above size prints all
 * size bytes, and nbytes may be any integer expression.
 *
 * @@trigger: open-missing
 */
#pragma D option quiet

syscall::openat:entry /pid == $target/ { self->p = arg1; }

syscall::openat:return
/self->p/
{
	this->buf = copyin(self->p, 8);
	tracemem(this->buf, 8, 3);
	tracemem(this->buf, 8, -1);
	tracemem(this->buf, 8, 0);
	tracemem(this->buf, 8, 9);
	n = 5;
	tracemem(this->buf, 8, n);
	printf("\nend\n");
	exit(0);
}
