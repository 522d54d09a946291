/*
 * ASSERTION: normalize() divides what printa() shows, denormalize() undoes
 * it, trunc(@, n) keeps the n largest values (-n: the n smallest), trunc(@)
 * empties the aggregation; each takes effect in order with the output
 * around it.
 */
#pragma D option quiet

BEGIN
{
	@a["x"] = sum(1000);
	@a["y"] = sum(3000);
	@a["z"] = sum(2000);
	@c["k"] = count();
	normalize(@a, 1000);
	printa(@a);
	denormalize(@a);
	printa(@a);
	trunc(@a, 2);
	printa(@a);
	trunc(@a, -1);
	printa(@a);
	trunc(@c);
	exit(0);
}
