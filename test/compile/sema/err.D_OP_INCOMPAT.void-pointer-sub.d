/*
 * ASSERTION: no arithmetic on void pointers.
 *
 * @@runtest-opts: -e
 */

BEGIN
{
	this->p = (void *)curthread;
	trace(this->p - 8);
}
