/*
 * ASSERTION: a tick probe's probe column is ":tick-1s" (no module or
 * function).
 *
 * @@timeout: 10
 */

tick-1s
{
	trace("tick");
	exit(0);
}
