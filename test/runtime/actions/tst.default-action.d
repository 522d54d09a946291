/*
 * ASSERTION: only a clause with no statements at all takes the default
 * action (the probe's line); a clause that just assigns a variable prints
 * nothing, yet its assignment happens.  exit() is a recording action: its
 * clause prints the probe's line too.
 */

BEGIN
{
	n = 1;
}

BEGIN
{
}

BEGIN
{
	n += 2;
	self->x = n;
}

BEGIN
{
	trace(n + self->x);
}

BEGIN
{
	exit(0);
}
