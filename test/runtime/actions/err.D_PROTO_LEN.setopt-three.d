/* ASSERTION: setopt() takes at most a name and a value. */
BEGIN
{
	setopt("quiet", "yes", "no");
	exit(0);
}
