/*
 * -x oformat=json: each aggregation left to print at exit is one object,
 * its rows in printa() order with their keys as a list.  count(), sum(),
 * avg(), min(), max() and stddev() give the value DTrace prints; the
 * histograms give their non-empty buckets, labelled by the value DTrace
 * prints in its "value" column (the open-ended ones by DTrace's label).
 *
 * @@runtest-opts: -q -x oformat=json
 */

BEGIN
{
	@c["a"] = count();
	@c["b"] = count();
	@c["b"] = count();
	@s[1, "x"] = sum(10);
	@s[2, "y"] = sum(-5);
	@avg = avg(3);
	@avg = avg(4);
	@mn = min(5);
	@mn = min(-2);
	@mx = max(9);
	@sd = stddev(2);
	@sd = stddev(4);
	@q = quantize(0);
	@q = quantize(1);
	@q = quantize(5);
	@q = quantize(-3);
	@l = lquantize(-1, 0, 10, 5);
	@l = lquantize(7, 0, 10, 5);
	@l = lquantize(20, 0, 10, 5);
	@ll = llquantize(150, 10, 0, 3, 10);
	exit(0);
}
