/*
 * ASSERTION: llquantize( ) wants its factor to be an integer constant.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	this->f = 10;
	@lat = llquantize(arg0, this->f, 0, 2, 10);
}
