/*
 * ASSERTION: printa()'s %@ conversions take each aggregating function's
 * value with the conversion's flags, width and precision (count as
 * unsigned, the others signed; a histogram prints whole); '@' may sit
 * among the other flags; with one aggregation every %@ prints its value.
 */
#pragma D option quiet

BEGIN
{
	@a = avg(1); @a = avg(4);
	@b = count();
	@c = lquantize(1, 1, 10);
	@d = max(-3);
	@e = min(7);
	@f = sum(-12);
	@g = quantize(1);
	@h = stddev(5); @h = stddev(7);
	@i[3, "x"] = sum(-12);
	printa("@a = %@u\n", @a);
	printa("@b = [%@5u] [%-@5d] [%@x]\n", @b);
	printa("@c = %@d\n", @c);
	printa("@d = [%@d] [%@5d] [%@-5d|]\n", @d);
	printa("@e = [%@05d] [%@+d]\n", @e);
	printa("@f = [%@d] [%@.4d] [%@x]\n", @f);
	printa("@g = %@d\n", @g);
	printa("@h = [%@8d] [%@-8u]\n", @h);
	printa("%d %s [%@10d] [%@-10d] [%@.5d]\n", @i);
	exit(0);
}
