/* ASSERTION: setopt()'s option name must be a string. */
BEGIN
{
	setopt(1);
	exit(0);
}
