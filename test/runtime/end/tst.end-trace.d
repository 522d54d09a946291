/*
 * ASSERTION: without -q, a clause whose only action is exit() still prints
 * its probe column; END's trace() follows on its own line.
 */

BEGIN
{
	exit(0);
}

END
{
	trace("end");
}
