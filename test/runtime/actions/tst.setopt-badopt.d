/*
 * ASSERTION: setopt() of an unknown option, of a bad value, or of an option
 * fixed once tracing has started reports DTrace's error and goes on.
 */
#pragma D option quiet

BEGIN
{
	setopt("Nixon");
	setopt("Harding");
	setopt("quiet", "um, no");
	setopt("aggrate", "0.5hz");
	setopt("bufsize", "1m");
	printf("still here\n");
	exit(0);
}
