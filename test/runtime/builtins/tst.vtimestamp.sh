#!/bin/bash
# ASSERTION: vtimestamp is the thread's time on CPU (illumos's definition):
# across a 200ms sleep it grows by far less than timestamp does; across a
# system call that does not sleep it grows as much as timestamp does at
# most; it never goes back within a thread; and it stands still while one
# probe firing runs, as timestamp does.
dtrace=$1
"$dtrace" -q -c "sleep 0.2" -n '

syscall::nanosleep:entry, syscall::clock_nanosleep:entry,
syscall::read:entry, syscall::openat:entry, syscall::close:entry,
syscall::write:entry
/pid == $target/
{
	self->ts = timestamp;
	self->vts = vtimestamp;
}

syscall::nanosleep:return, syscall::clock_nanosleep:return
/self->ts/
{
	printf("slept: wall >= 200ms %d, on CPU < 20ms %d\n",
	    timestamp - self->ts >= 200000000, vtimestamp - self->vts < 20000000);
}

syscall::read:return, syscall::openat:return, syscall::close:return,
syscall::write:return
/self->ts/
{
	@more = sum(vtimestamp - self->vts > timestamp - self->ts);
	@back = sum(vtimestamp < self->vts);
}

syscall:::return
/self->ts/
{
	this->a = vtimestamp;
	this->b = vtimestamp;
	@still = sum(this->a != this->b);
	self->ts = 0;
}

END
{
	printa("on CPU longer than wall %@d\n", @more);
	printa("went back %@d\n", @back);
	printa("moved within a firing %@d\n", @still);
}
'
