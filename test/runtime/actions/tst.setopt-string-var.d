/*
 * ASSERTION: setopt()'s name and value may be any strings, not only
 * constants; they are read when the record is consumed.
 */
BEGIN
{
	name = "quiet";
	value = strjoin("y", "es");
	setopt(name, value);
	printf("quiet now\n");
}

BEGIN
{
	printf("still quiet\n");
	exit(0);
}
