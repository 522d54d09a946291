/*
 * ASSERTION: an error found while generating a clause's code is reported
 * by -e too (DTrace's compile includes code generation), and like every
 * compile error it names the script and the line.
 */
/* @@runtest-opts: -e */

BEGIN
{
	trace(1);
}

BEGIN
{
	panic();
}
