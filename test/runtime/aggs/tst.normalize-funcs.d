/*
 * ASSERTION: normalize() divides what every function prints (truncating
 * toward zero): sum() of negative and positive values, avg() (sum / normal
 * / count), stddev() (its sum of squares by normal twice, as each value is
 * divided by normal), max(), and a quantize() histogram's counts (the bars
 * keep their unnormalized proportions); printa() with %@d prints the
 * normalized value; denormalize() restores the raw values.
 */
#pragma D option quiet

BEGIN
{
	@s["neg"] = sum(-2500); @s["pos"] = sum(7500);
	@a = avg(1000); @a = avg(3000);
	@d = stddev(1000); @d = stddev(3000);
	@q = quantize(1); @q = quantize(1); @q = quantize(1); @q = quantize(4);
	@m = max(5500);
	normalize(@s, 1000);
	normalize(@a, 1000);
	normalize(@d, 1000);
	normalize(@q, 2);
	normalize(@m, 1000);
	printa(@s);
	printa(@a);
	printa(@d);
	printa(@q);
	printa(@m);
	printa("%s %@d\n", @s);
	denormalize(@s);
	denormalize(@d);
	printa(@s);
	printa(@d);
	exit(0);
}
