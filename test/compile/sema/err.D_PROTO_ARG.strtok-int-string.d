/*
 * ASSERTION: strtok()'s first argument is a string: NULL (the constant 0)
 * is allowed, any other integer is D_PROTO_ARG.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	x = strtok(NULL, ",");
	y = strtok(7, ",");
}
