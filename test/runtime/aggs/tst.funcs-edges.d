/*
 * ASSERTION: the scalar functions at their edges, printed at exit as
 * " %16lld": sum() of negative values, avg() of negative values (integer
 * division truncates toward zero), avg() rounding down, max() and min() at
 * 2^63 - 1 and -2^63 (wider than 16 columns), min() and max() of negative
 * values, stddev() of one value (0) and of negative values (integer square
 * root), a sum() that wraps at 64 bits, and count().
 */
#pragma D option quiet

BEGIN
{
	@sumneg = sum(-5); @sumneg = sum(-7);
	@avgneg = avg(-5); @avgneg = avg(-6);
	@avgdown = avg(1); @avgdown = avg(1); @avgdown = avg(2);
	@maxtop = max(0x7fffffffffffffff); @maxtop = max(1);
	@minbottom = min(-0x7fffffffffffffff - 1); @minbottom = min(1);
	@minneg = min(-3); @minneg = min(-900);
	@maxneg = max(-3); @maxneg = max(-900);
	@sdone = stddev(5);
	@sdneg = stddev(-2); @sdneg = stddev(-4); @sdneg = stddev(-9);
	@sumwrap = sum(0x7fffffffffffffff); @sumwrap = sum(1);
	@count = count();
	exit(0);
}
