/*
 * ASSERTION: NULL may be assigned to a string variable and compared with
 * one; an unset string orders before every other string and equals NULL.
 *
 * @@runtest-opts: -q
 */

BEGIN
{
	name = "probe";
	this->label = "clause";
	printf("%d %d\n", name == NULL, name != NULL);
	name = NULL;
	this->label = NULL;
	printf("%d %d %d\n", name == NULL, this->label == NULL, name < "a");
	printf("%d %d\n", "zz" > name, name >= this->label);
	exit(0);
}
