/* ASSERTION: setopt() needs an option name. */
BEGIN
{
	setopt();
	exit(0);
}
